import type { Team, TeamInvitation, TeamMember, TeamSummary } from '@icf/shared';
import type { TeamInvitationRecord, TeamMemberRecord, TeamMembershipRecord } from './teams-repository';

export function presentTeamSummary(team: TeamMembershipRecord): TeamSummary {
  return {
    id: team.id,
    name: team.name,
    role: team.role,
    discipline: team.discipline,
    member_count: team.memberCount,
    created_at: team.createdAt.toISOString(),
  };
}

export function presentTeamMember(member: TeamMemberRecord): TeamMember {
  return {
    user_id: member.userId,
    name: member.name,
    email: member.email,
    role: member.role,
    discipline: member.discipline,
    joined_at: member.joinedAt.toISOString(),
  };
}

/** An invitation as its team's owners see it: never its token (only its hash is stored anyway). */
export function presentTeamInvitation(invitation: TeamInvitationRecord): TeamInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
  };
}

export function presentTeam(team: {
  membership: TeamMembershipRecord;
  members: TeamMemberRecord[];
  invitations: TeamInvitationRecord[];
}): Team {
  return {
    ...presentTeamSummary(team.membership),
    members: team.members.map(presentTeamMember),
    invitations: team.invitations.map(presentTeamInvitation),
  };
}
