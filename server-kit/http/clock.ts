import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (tests move it): session lifetimes and limits are measured by it. */
    clock: () => Date;
  }
}

/** Gives the app its clock; every plugin registered afterwards reads it through `requestTime`. */
export function installClock(app: FastifyInstance, clock: () => Date): void {
  app.decorate('clock', clock);
}

/** The current time by the app's clock (the wall clock for a bare Fastify without one, e.g. single-plugin tests). */
export function requestTime(request: FastifyRequest): Date {
  return request.server.hasDecorator('clock') ? request.server.clock() : new Date();
}
