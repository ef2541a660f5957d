import { describe, expect, it } from 'vitest';
import {
  acceptTeamInvitationRequestSchema,
  createTeamRequestSchema,
  deleteTeamRequestSchema,
  disciplines,
  teamClientFatesMaxCount,
} from '../src/index';

/** The team requests (decision record 0033): bounded, and refusing what a team cannot hold. */
describe('team request schemas', () => {
  it('accepts every discipline of the shared list and nothing else', () => {
    for (const discipline of disciplines) {
      expect(createTeamRequestSchema.safeParse({ name: 'Ward 3', discipline }).success).toBe(true);
    }
    const refused = createTeamRequestSchema.safeParse({ name: 'Ward 3', discipline: 'surgeon' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['discipline', 'validation.in'],
    ]);
  });

  it('refuses an empty or unstorable team name and an empty token', () => {
    expect(createTeamRequestSchema.safeParse({ name: '  ', discipline: 'nursing' }).success).toBe(false);
    expect(createTeamRequestSchema.safeParse({ name: 'a\u0000b', discipline: 'nursing' }).success).toBe(
      false,
    );
    expect(createTeamRequestSchema.safeParse({ name: 'x'.repeat(101), discipline: 'nursing' }).success).toBe(
      false,
    );
    expect(acceptTeamInvitationRequestSchema.safeParse({ token: '', discipline: 'other' }).success).toBe(
      false,
    );
  });

  it('names each client’s fate: deleted, or to a member; bounded before its members are read', () => {
    const parsed = deleteTeamRequestSchema.parse({
      clients: [
        { client_id: 1, fate: 'delete' },
        { client_id: 2, fate: 'member', user_id: 7 },
      ],
    });
    expect(parsed.clients).toHaveLength(2);
    expect(deleteTeamRequestSchema.safeParse({ clients: [{ client_id: 2, fate: 'member' }] }).success).toBe(
      false,
    );
    expect(deleteTeamRequestSchema.safeParse({ clients: [{ client_id: 2, fate: 'archive' }] }).success).toBe(
      false,
    );
    const tooMany = deleteTeamRequestSchema.safeParse({
      clients: Array.from({ length: teamClientFatesMaxCount + 1 }, () => 'not even an object'),
    });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['validation.max_items']);
  });
});
