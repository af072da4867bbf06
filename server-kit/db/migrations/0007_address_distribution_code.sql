ALTER TABLE "addresses" ADD COLUMN "distribution_code" text;
