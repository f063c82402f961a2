import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  ActionProgramPageSchema,
  ActionProgramParamSchema,
  ActionProgramSchema,
  CreateActionProgramInputSchema,
  CreateEvaluationInputSchema,
  CreateFollowUpInputSchema,
  DecisionDocumentSchema,
  EvaluationPageSchema,
  EvaluationSchema,
  FollowUpPageSchema,
  FollowUpSchema,
  ListActionProgramsQuerySchema,
  ListProgramItemsQuerySchema,
  UpdateActionProgramInputSchema,
  UpdateEvaluationInputSchema,
  UpdateFollowUpInputSchema,
} from "#shared/actionprograms/action-program.schema";
import { DueListSchema, DueQuerySchema } from "#shared/actionprograms/follow-up-discipline.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { serviceRoute } from "../core/service-route.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createActionProgram,
  deleteActionProgram,
  listActionPrograms,
  updateActionProgram,
} from "./action-programs.service.js";
import {
  createEvaluation,
  createFollowUp,
  deleteEvaluation,
  deleteFollowUp,
  listEvaluations,
  listFollowUps,
  updateEvaluation,
  updateFollowUp,
} from "./program-items.service.js";
import { listDue } from "./program-discipline.js";
import { actionProgramDecisionDocument, readActionProgram } from "./program-reads.service.js";

/** Action programs themselves: validate, call one service function (the PDF and an edit answer as they are). */
const programRoutes = createRouter()
  .get(
    "/action-program/:schoolId",
    ...serviceRoute(
      {
        summary: "A school's action programs",
        description:
          "Those the caller may see; `status` ongoing (draft or published) or archived; `studentId` one pupil's. Each carries its follow-up discipline progress, so a list flags late programs without reading the follow-ups and evaluations: `hasFollowUp` (a follow-up done on or after the decision's day) and `hasEvaluation` (an evaluation recorded). A published program is late when its follow-up date is before today and `hasFollowUp` is false, or its evaluation date is before today and `hasEvaluation` is false. A program stored before the progress was kept answers false for both (flagged once its dates pass, so nothing late is hidden) until a follow-up done in its period, or an evaluation, is written.",
        responses: { 200: ActionProgramPageSchema },
        errors: [403, 404],
        param: SchoolIdParamSchema,
        query: ListActionProgramsQuerySchema,
      },
      listActionPrograms,
    ),
  )
  .get(
    "/action-program/:schoolId/:id",
    ...serviceRoute(
      {
        summary: "One action program",
        description:
          "The program as the caller sees it, when they may read it (else 404, or 403 for a role without programs), with its follow-up discipline progress (`hasFollowUp`, `hasEvaluation`, as in the list).",
        responses: { 200: ActionProgramSchema },
        errors: [403, 404],
        param: ActionProgramParamSchema,
      },
      readActionProgram,
    ),
  )
  .get(
    "/action-program/:schoolId/:id/pdf",
    describeRoute({
      summary: "The decision document of an action program (PDF)",
      description:
        "For those who may read the program: the school, the pupil, the needs, the actions, who decided and when, and how to appeal, in the request's language (English adds the Swedish appeal instructions). A draft has no decision: 409.",
      responses: { 200: DecisionDocumentSchema },
      mediaType: "application/pdf",
      errors: [403, 404, 409],
    }),
    validate("param", ActionProgramParamSchema),
    async (c) => {
      const { pdf, fileName } = await actionProgramDecisionDocument(contextOf(c), c.req.valid("param"));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      });
    },
  )
  .post(
    "/action-program",
    ...serviceRoute(
      {
        summary: "Draft an action program",
        description: "A draft about one pupil. Only a head names a decision maker (403 otherwise).",
        responses: { 201: ActionProgramSchema },
        errors: [403, 404],
        json: CreateActionProgramInputSchema,
      },
      createActionProgram,
    ),
  )
  .patch(
    "/action-program/:id",
    describeRoute({
      summary: "Edit, decide or archive an action program",
      description:
        "`status: published` is the decision (the head or the named decision maker, else 403; missing required fields: 400 naming them). A published program's text (needs, actions, dates, place, attendees, involvement) may be corrected by its decision maker or a head (others 403): a new version whose history entry keeps the earlier values (409 if the history is full); its other fields are locked (409); it is archived with `status: archived`. An archived program is locked (409). `version` is required (stale: 409). 204 when the caller no longer sees it.",
      responses: { 200: ActionProgramSchema, 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateActionProgramInputSchema),
    async (c) => {
      const program = await updateActionProgram(contextOf(c), {
        ...c.req.valid("json"),
        ...c.req.valid("param"),
      });
      return program ? c.json(program) : c.body(null, 204);
    },
  )
  .delete(
    "/action-program/:id",
    ...serviceRoute(
      {
        summary: "Delete a draft action program",
        description: "A published or archived program is not deleted (409): archive it instead.",
        responses: { 204: null },
        errors: [403, 404, 409],
        param: IdParamSchema,
      },
      deleteActionProgram,
    ),
  );

/** An action program's follow-ups and evaluations: pupil documents' standard routes. */
const withFollowUps = pupilDocumentRoutes(programRoutes, {
  path: "/action-program-follow-up",
  schemas: {
    list: ListProgramItemsQuerySchema,
    page: FollowUpPageSchema,
    create: CreateFollowUpInputSchema,
    update: UpdateFollowUpInputSchema,
    item: FollowUpSchema,
  },
  list: {
    summary: "A school's action program follow-ups",
    description: "Those of programs the caller may see; optionally one program's or one pupil's.",
    run: listFollowUps,
  },
  create: {
    summary: "Add a follow-up to an action program",
    description: "On a published program (draft or archived: 409); a program of another school: 404.",
    errors: [403, 404, 409],
    run: createFollowUp,
  },
  update: {
    summary: "Edit a follow-up",
    description: "Its program gone: 404 'Could not find action program'. `version` is required (stale: 409).",
    run: updateFollowUp,
  },
  remove: { summary: "Remove a follow-up", run: deleteFollowUp },
});

/**
 * Action programs (/action-program), their follow-ups and evaluations, and what waits on the caller: each route
 * one service function. Behind the domain's requireActor (action-programs.domain.ts).
 */
export const actionProgramsRouter = pupilDocumentRoutes(withFollowUps, {
  path: "/action-program-evaluation",
  schemas: {
    list: ListProgramItemsQuerySchema,
    page: EvaluationPageSchema,
    create: CreateEvaluationInputSchema,
    update: UpdateEvaluationInputSchema,
    item: EvaluationSchema,
  },
  list: {
    summary: "A school's action program evaluations",
    description: "Those of programs the caller may see; optionally one program's or one pupil's.",
    run: listEvaluations,
  },
  create: {
    summary: "Evaluate an action program",
    description:
      "On a published program. A head decision needs the right to decide (403); NO_NEW_PROGRAM archives the program, which stays readable.",
    errors: [403, 404, 409],
    run: createEvaluation,
  },
  update: {
    summary: "Edit an evaluation",
    description: "`version` is required (stale: 409). Its program gone: 404 'Could not find action program'.",
    run: updateEvaluation,
  },
  remove: { summary: "Remove an evaluation", run: deleteEvaluation },
}).get(
  "/action-program-due/:schoolId",
  ...serviceRoute(
    {
      summary: "Follow-up discipline: what waits on the caller",
      description:
        "The caller's planned follow-ups and evaluations past their date before `before` and not done, and the caller's decided programs with no follow-up in their period or no evaluation by its date, oldest first, from the programs the caller may read. Reads only what is still open (the sparse due-date indexes).",
      responses: { 200: DueListSchema },
      errors: [403, 404],
      param: SchoolIdParamSchema,
      query: DueQuerySchema,
    },
    listDue,
  ),
);
