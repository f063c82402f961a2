import { authEntities } from "../auth/one-time-token.entity.js";
import { classesEntities } from "../classes/class.entity.js";
import { coreEntities } from "../core/identity.js";
import { pupilDocumentEntities } from "../core/pupil-document/pupil-document-ref.entity.js";
import type { Db } from "../db/db.js";
import { mappingsEntities } from "../mappings/mapping.entity.js";
import { notificationsEntities } from "../notifications/notification.entity.js";
import { schoolsEntities } from "../schools/school.entity.js";
import { studentsEntities } from "../students/student.entity.js";
import { teamsEntities } from "../teams/team.entity.js";
import { ticketsEntities } from "../tickets/tickets.entities.js";
import { usersEntities } from "../users/membership.entity.js";
import { actionProgramsEntities } from "../actionprograms/action-program.entity.js";
import { shareLinkEntities } from "../actionprograms/share-link.entity.js";
import { adaptationsEntities } from "../adaptations/adaptation.entity.js";
import { fWarningsEntities } from "../fwarnings/fwarning.entity.js";
import { investigationsEntities } from "../investigations/investigation.entity.js";
import { whistlesEntities } from "../whistles/whistle.entity.js";
import { violationsEntities } from "../violations/violation.entity.js";

/**
 * Every entity of the table at once, for local-only code (demo seeding, test fixtures, the benchmark), which writes
 * documents of every domain directly. Never reachable from a Lambda entry: domain code reaches its own entities
 * and other domains' data through their index.ts.
 */
export function allEntities(db: Db) {
  return {
    ...coreEntities(db),
    ...pupilDocumentEntities(db),
    ...authEntities(db),
    ...usersEntities(db),
    ...schoolsEntities(db),
    ...classesEntities(db),
    ...studentsEntities(db),
    ...teamsEntities(db),
    ...ticketsEntities(db),
    ...notificationsEntities(db),
    ...mappingsEntities(db),
    ...actionProgramsEntities(db),
    ...adaptationsEntities(db),
    ...fWarningsEntities(db),
    ...investigationsEntities(db),
    ...whistlesEntities(db),
    ...violationsEntities(db),
    ...shareLinkEntities(db),
  };
}
