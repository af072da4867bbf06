/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the demo’s own listening address', () => {
    expect(readConfig({}).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(readConfig({ HOST: '::1', PORT: '4000' }).publicOrigin).toBe('http://[::1]:4000');
    expect(readConfig({ HOST: 'localhost', PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it('takes the configured origin, normalised', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://Shop.Example/' }).publicOrigin).toBe('https://shop.example');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example:443', NODE_ENV: 'production' }).publicOrigin).toBe('https://shop.example');
    expect(readConfig({ PUBLIC_ORIGIN: 'http://shop.example:8443' }).publicOrigin).toBe('http://shop.example:8443');
  });

  it('is required when NODE_ENV=production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN must be set when NODE_ENV=production/);
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: ' ' })).toThrow(/PUBLIC_ORIGIN must be set/);
  });

  it.each(['shop.example', 'ftp://shop.example', 'https://shop.example/shop/', 'https://shop.example/?a=1', 'https://user:pw@shop.example', 'https://shop.example/#x', 'https://'])(
    'refuses the malformed origin %s with a clear error',
    (value) => {
      expect(() => readConfig({ PUBLIC_ORIGIN: value })).toThrow(/^PUBLIC_ORIGIN must be an origin/);
    },
  );

  it('cannot default when the port is only known after listening', () => {
    expect(() => readConfig({ PORT: '0' })).toThrow(/PUBLIC_ORIGIN must be set with PORT=0/);
    expect(readConfig({ PORT: '0', PUBLIC_ORIGIN: 'http://127.0.0.1:4301' }).publicOrigin).toBe('http://127.0.0.1:4301');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true or a list of addresses, CIDRs and range names', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).trustProxy).toEqual(['10.0.0.0/255.0.0.0']);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['1', '0'])('refuses the hop count %s: it cannot tell a proxy from a client that talks directly', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must name the proxies, not count them/);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'proxy.example', '10.0.0.1,,nope'])('refuses %s with a clear error', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
  });
});

describe('the dev pages (outbox)', () => {
  it('are on when the server listens on a loopback address, whatever NODE_ENV says', () => {
    expect(readConfig({}).devPages).toBe(true);
    expect(readConfig({ HOST: '127.0.0.2' }).devPages).toBe(true);
    expect(readConfig({ HOST: '::1' }).devPages).toBe(true);
    expect(readConfig({ HOST: 'localhost', NODE_ENV: 'development' }).devPages).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).devPages).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'development'],
    ['::', 'development'],
    ['192.168.1.20', 'development'],
    ['shop.example', 'test'],
    ['0.0.0.0', undefined],
  ])('are off on %s (NODE_ENV=%s)', (host, nodeEnv) => {
    expect(readConfig({ HOST: host, NODE_ENV: nodeEnv }).devPages).toBe(false);
  });

  it('are off behind a proxy or for a public origin, even on loopback', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1' }).devPages).toBe(false);
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example' }).devPages).toBe(false);
  });
});

describe('WIDGET_CATALOG_TOKEN', () => {
  const token = `${'a'.repeat(31)}Z`;

  it('is none when unset, and taken as it is when it is a long random key', () => {
    expect(readConfig({}).widgetCatalogToken).toBeUndefined();
    expect(readConfig({ WIDGET_CATALOG_TOKEN: token }).widgetCatalogToken).toBe(token);
  });

  it.each([
    ['too short', 'a'.repeat(31)],
    ['with a space', `${token} x`],
    ['with a semicolon', `${token};x`],
    ['with a non-ASCII letter', `${token}ä`],
  ])('stops the start when it is %s, without repeating the value', (_case, value) => {
    expect(() => readConfig({ WIDGET_CATALOG_TOKEN: value })).toThrow(/^WIDGET_CATALOG_TOKEN must be 32 to 256 characters/);
    expect(() => readConfig({ WIDGET_CATALOG_TOKEN: value })).not.toThrow(value);
  });
});

describe('WEB_CONCURRENCY, SEARCH_ENGINE and CATALOG_PRODUCTS', () => {
  it('default to one process, the in-memory search and the demo catalog', () => {
    expect(readConfig({})).toMatchObject({ webConcurrency: 1, searchEngine: 'memory', catalogProducts: 5_200 });
  });

  it('take several processes with a PostgreSQL server, another engine and another catalog size', () => {
    expect(readConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/shop', SEARCH_ENGINE: 'postgres', CATALOG_PRODUCTS: '50000' })).toMatchObject({
      webConcurrency: 4,
      searchEngine: 'postgres',
      catalogProducts: 50_000,
    });
  });

  it('refuses several processes on PGlite, naming DATABASE_URL', () => {
    expect(() => readConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
  });

  it.each([
    ['WEB_CONCURRENCY', '0'],
    ['WEB_CONCURRENCY', 'two'],
    ['WEB_CONCURRENCY', '1.5'],
    ['CATALOG_PRODUCTS', '-5'],
    ['CATALOG_PRODUCTS', '1e9'],
    ['SEARCH_ENGINE', 'elastic'],
  ])('refuses %s=%j with an error naming it', (name, value) => {
    expect(() => readConfig({ [name]: value, DATABASE_URL: 'postgres://db/shop' })).toThrow(new RegExp(`^${name} must`));
  });
});

describe('the image host, CORS origins, request log, SMTP and service contact', () => {
  it('default to the demo: images from its own port, no foreign origins, no log, no SMTP, the service mail only', () => {
    const config = readConfig({ PORT: '4100' });
    expect(config.imageOrigin).toBe('http://localhost:4100');
    expect(config.allowedOrigins).toEqual([]);
    expect(config.logRequests).toBe(false);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.service).toMatchObject({ isServicePhoneAvailable: false, serviceEmailAdress: 'service@schaufenster.example' });
  });

  it('are read from the environment, the origin list trimmed and without empty entries', () => {
    const config = readConfig({
      IMAGE_ORIGIN: 'https://images.shop.example',
      ALLOWED_ORIGINS: ' https://www.shop.example, ,https://cms.example ',
      LOG_REQUESTS: '1',
      SMTP_URL: 'smtp://mail.example:587',
      SERVICE_PHONE: '+49 30 123-45',
      SERVICE_EMAIL: 'hilfe@shop.example',
    });
    expect(config.imageOrigin).toBe('https://images.shop.example');
    expect(config.allowedOrigins).toEqual(['https://www.shop.example', 'https://cms.example']);
    expect(config.logRequests).toBe(true);
    expect(config.smtpUrl).toBe('smtp://mail.example:587');
    expect(config.service).toMatchObject({ isServicePhoneAvailable: true, servicePhoneNumber: '+49 30 123-45', servicePhoneNumberPlain: '+493012345', serviceEmailAdress: 'hilfe@shop.example' });
  });
});

describe('PRODUCT_PATH', () => {
  it('defaults to the demo’s product pages', () => {
    expect(readConfig({}).productPath).toBe('/p/{slug}/');
    expect(readConfig({ PRODUCT_PATH: ' ' }).productPath).toBe('/p/{slug}/');
  });

  it('takes a path on the page’s origin or an absolute http(s) URL with {slug}', () => {
    expect(readConfig({ PRODUCT_PATH: '/artikel/{slug}.html' }).productPath).toBe('/artikel/{slug}.html');
    expect(readConfig({ PRODUCT_PATH: ' https://cms.example/p/{slug}/ ' }).productPath).toBe('https://cms.example/p/{slug}/');
  });

  it.each(['/artikel/', 'artikel/{slug}', '//evil.example/{slug}', 'javascript:{slug}', 'ftp://cms.example/{slug}'])('refuses %s, saying what a pattern looks like', (value) => {
    expect(() => readConfig({ PRODUCT_PATH: value })).toThrow(/^PRODUCT_PATH must be a pattern for product pages such as \/artikel\/\{slug\}\.html/);
  });
});

describe('SIGN_IN_URL', () => {
  it('defaults to /authenticate/ on PUBLIC_ORIGIN', () => {
    expect(readConfig({}).signInUrl).toBe('http://127.0.0.1:3000/authenticate/');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example' }).signInUrl).toBe('https://shop.example/authenticate/');
  });

  it('takes the shop’s sign-in page, with a query of its own', () => {
    expect(readConfig({ SIGN_IN_URL: ' https://cms.example/anmelden/?lang=de ' }).signInUrl).toBe('https://cms.example/anmelden/?lang=de');
    expect(readConfig({ SIGN_IN_URL: 'https://CMS.example' }).signInUrl).toBe('https://cms.example/');
  });

  it.each(['/anmelden/', 'cms.example/anmelden/', 'javascript:alert(1)', 'https://user:pw@cms.example/', 'https://cms.example/?p=1'])('refuses %s, saying what it must be', (value) => {
    expect(() => readConfig({ SIGN_IN_URL: value })).toThrow(/^SIGN_IN_URL must be the shop's sign-in page as an absolute http\(s\) URL/);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('takes exact origins, as browsers send them', () => {
    expect(readConfig({ ALLOWED_ORIGINS: 'http://127.0.0.1:4000,http://localhost:3000,https://shop.example:8443' }).allowedOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:3000',
      'https://shop.example:8443',
    ]);
  });

  it.each([
    ['null', 'null'],
    ['*', '*'],
    ['https://cms.example/', 'https://cms.example/'],
    ['https://cms.example/shop', 'https://cms.example/shop'],
    ['https://cms.example?x=1', 'https://cms.example?x=1'],
    ['cms.example', 'cms.example'],
    ['ftp://cms.example', 'ftp://cms.example'],
    ['https://user@cms.example', 'https://user@cms.example'],
    ['https://www.shop.example, https://cms.example/', 'https://cms.example/'],
  ])('refuses %s, naming the entry %s and what an origin looks like', (value, entry) => {
    expect(() => readConfig({ ALLOWED_ORIGINS: value })).toThrow(
      new RegExp(`^ALLOWED_ORIGINS entry "${entry.replace(/[.*?/]/g, '\\$&')}" is not an origin: .+\\. An origin is scheme://host\\[:port\\], exactly as browsers send it`),
    );
  });
});

describe('DRAIN_SECONDS', () => {
  it('lets a stopping server finish its requests for 10 s by default, or as long as told (0: cut at once)', () => {
    expect(readConfig({}).drainMs).toBe(10_000);
    expect(readConfig({ DRAIN_SECONDS: '25' }).drainMs).toBe(25_000);
    expect(readConfig({ DRAIN_SECONDS: '0' }).drainMs).toBe(0);
  });

  it.each(['-1', '2.5', 'zehn', '601'])('refuses %j, naming the setting', (value) => {
    expect(() => readConfig({ DRAIN_SECONDS: value })).toThrow(/^DRAIN_SECONDS must be a whole number of seconds from 0 to 600/);
  });
});

describe('PRE_STOP_SECONDS', () => {
  it('keeps a stopping server answering for 5 s behind a balancer, at once on a server only this machine reaches, or as long as told', () => {
    const reached = { HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://shop.example' };
    expect(readConfig(reached).preStopMs).toBe(5000);
    expect(readConfig({}).preStopMs).toBe(0);
    expect(readConfig({ ...reached, PRE_STOP_SECONDS: '0' }).preStopMs).toBe(0);
    expect(readConfig({ PRE_STOP_SECONDS: '12' }).preStopMs).toBe(12_000);
  });

  it.each(['-1', '2.5', 'fünf', '121'])('refuses %j, naming the setting', (value) => {
    expect(() => readConfig({ PRE_STOP_SECONDS: value })).toThrow(/^PRE_STOP_SECONDS must be a whole number of seconds from 0 to 120/);
  });
});

describe('SERVER_RENDER_BUDGET_MS', () => {
  it('is 50 ms unless set, a whole number of milliseconds up to a minute', () => {
    expect(readConfig({}).serverRenderBudgetMs).toBe(50);
    expect(readConfig({ SERVER_RENDER_BUDGET_MS: '200' }).serverRenderBudgetMs).toBe(200);
    for (const value of ['0', '-5', '1.5', 'fast', '60001']) {
      expect(() => readConfig({ SERVER_RENDER_BUDGET_MS: value })).toThrow(/^SERVER_RENDER_BUDGET_MS must be a whole number from 1 to 60000/);
    }
  });
});

describe('SERVER_RENDER', () => {
  it('renders the widgets on the server by default, and not when switched off', () => {
    expect(readConfig({}).serverRender).toBe(true);
    expect(readConfig({ SERVER_RENDER: 'on' }).serverRender).toBe(true);
    expect(readConfig({ SERVER_RENDER: 'off' }).serverRender).toBe(false);
  });

  it.each(['0', 'false', 'OFF', 'aus'])('refuses %j, naming the setting and its two values', (value) => {
    expect(() => readConfig({ SERVER_RENDER: value })).toThrow(/^SERVER_RENDER must be on or off/);
  });
});
