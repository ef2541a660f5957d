import type { Database } from '../../db/client';
import { selectLiveInstitutionCoreSets } from './catalogue-repository';
import { presentInstitutionCoreSet, type GroupedInstitutionCoreSet } from './present-institution-core-set';

/** The institution lists that are not withdrawn, oldest first, each with the group it is shown in. */
export async function listInstitutionCoreSets(db: Database): Promise<GroupedInstitutionCoreSet[]> {
  const rows = await selectLiveInstitutionCoreSets(db);
  return rows.map(presentInstitutionCoreSet);
}
