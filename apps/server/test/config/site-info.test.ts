import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoSchema } from '@icf/shared';
import { EnvError, readEnv } from '../../src/config/env';
import { siteInfoFromEnv } from '../../src/config/site-info';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the footer contacts (CONTACT_* settings)', () => {
  it('are empty without settings: never a placeholder', () => {
    expect(siteInfoFromEnv(readEnv({}))).toEqual({ contacts: [] });
    expect(
      siteInfoFromEnv(readEnv({ CONTACT_RESEARCHER_NAME: '  ', CONTACT_ADMINISTRATOR_EMAIL: '' })),
    ).toEqual({
      contacts: [],
    });
  });

  it('name each configured person, in footer order, with what was given', () => {
    const env = readEnv({
      CONTACT_ADMINISTRATOR_EMAIL: 'admin@clinic.kr',
      CONTACT_RESEARCHER_NAME: '김연구',
      CONTACT_RESEARCHER_EMAIL: 'research@clinic.kr',
    });
    expect(siteInfoFromEnv(env)).toEqual({
      contacts: [
        { role: 'researcher', name: '김연구', email: 'research@clinic.kr' },
        { role: 'administrator', name: '', email: 'admin@clinic.kr' },
      ],
    });
  });

  it('stop start-up on an address that is not one', () => {
    expect(() => readEnv({ CONTACT_RESEARCHER_EMAIL: 'not an address' })).toThrow(EnvError);
    expect(() => readEnv({ CONTACT_RESEARCHER_EMAIL: 'not an address' })).toThrow(/CONTACT_RESEARCHER_EMAIL/);
  });
});

describe.each(testDatabaseKinds)('GET /api/site on %s', (kind) => {
  let server: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      site: siteInfoFromEnv(
        readEnv({ CONTACT_ADMINISTRATOR_NAME: '박관리', CONTACT_ADMINISTRATOR_EMAIL: 'a@b.kr' }),
      ),
    });
    bare = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
    await bare.close();
  });

  it('serves the configured contacts in the shared contract', async () => {
    const response = await server.request('/api/site');
    expect(response.status).toBe(200);
    const body = siteInfoSchema.parse(await response.json());
    expect(body.contacts).toEqual([{ role: 'administrator', name: '박관리', email: 'a@b.kr' }]);
  });

  it('serves no contacts when none are configured', async () => {
    expect(await (await bare.request('/api/site')).json()).toEqual({ contacts: [] });
  });
});
