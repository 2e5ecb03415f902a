import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_MESSAGE_MAX } from '@camp/shared/contact';
import { contactMessages } from '../../src/db/schema/contact-messages.js';
import { RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import { createTestApp, type TestApp } from '../test-app.js';

const URL = '/api/v1/contact_messages';

const valid = {
  name: '  Jessica   Moore ',
  email: 'Jessica.Moore@Example.com',
  subject: 'Track-out planning',
  message:
    'Hello,\n\nDo you plan   track-out weeks for two children on different tracks?\n\nThanks!',
};

describe('POST /api/v1/contact_messages', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.0.2.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(contactMessages);
  });

  const post = (payload: unknown, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
  const rows = () => t.db.select().from(contactMessages);

  it('stores the message with normalised text and answers with its id', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; created_at: string };
    const [row] = await rows();
    expect(body).toEqual({ id: row!.id, created_at: row!.createdAt.toISOString() });
    expect(row).toMatchObject({
      name: 'Jessica Moore',
      email: 'jessica.moore@example.com',
      subject: 'Track-out planning',
      // Paragraphs survive; stray spaces inside a line do not.
      message:
        'Hello,\n\nDo you plan track-out weeks for two children on different tracks?\n\nThanks!',
    });
  });

  it('reports every missing field by name, storing nothing', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        name: [CONTACT_MESSAGES.nameRequired],
        email: ['Email is required'],
        subject: [CONTACT_MESSAGES.subjectRequired],
        message: [CONTACT_MESSAGES.messageRequired],
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['an invalid e-mail', { email: 'jessica@' }, 'email', 'Invalid email'],
    ['a blank name', { name: '    ' }, 'name', CONTACT_MESSAGES.nameRequired],
    ['a blank message', { message: ' \n \n ' }, 'message', CONTACT_MESSAGES.messageRequired],
    [
      'a message that is too long',
      { message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) },
      'message',
      CONTACT_MESSAGES.messageTooLong,
    ],
    [
      'a subject that is too long',
      { subject: 's'.repeat(256) },
      'subject',
      CONTACT_MESSAGES.subjectTooLong,
    ],
  ])(
    'rejects %s with 422 on that field, storing nothing',
    async (_label, change, field, message) => {
      const res = await post({ ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { [field]: [message] } });
      expect(await rows()).toHaveLength(0);
    },
  );

  it('limits messages from one client with the e-mail rate limit', async () => {
    const address = nextIp();
    for (let i = 0; i < RATE_LIMITS.email.max; i++) {
      expect((await post(valid, address)).statusCode).toBe(201);
    }
    const blocked = await post(valid, address);
    expect(blocked.statusCode).toBe(429);
    expect(await rows()).toHaveLength(RATE_LIMITS.email.max);
  });
});
