import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import * as z from "zod";
import { mayDo } from "#shared/tickets/ticket.policy";
import {
  TicketDescriptionSchema,
  TicketTitleSchema,
  type FullTicket,
  type TicketDetail,
} from "#shared/tickets/ticket.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useTeams } from "../../../shared/data/teams.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { ticketOptions, useUpdateTicket } from "../tickets.api";
import { AccessFields } from "../../../shared/access/access-fields";
import { accessBody, missingAccessPart, type AccessValue } from "../../../shared/access/access-rules";
import { TicketTextFields } from "./ticket-text-fields";

const EditTicketFormSchema = z.object({
  version: z.number(),
  title: TicketTitleSchema,
  description: TicketDescriptionSchema,
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Title and description (write), and who may see the ticket (manage). Only what changed is sent, with the version
 * read: if someone else saved meanwhile the server answers 409 and nothing is overwritten; the dialog says so, and
 * "Ladda om" takes the new version while keeping what was typed.
 */
export function EditTicketDialog({
  ticket,
  onClose,
  onSaved,
}: {
  ticket: FullTicket;
  onClose: () => void;
  onSaved: (ticket: TicketDetail | undefined) => void;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const update = useUpdateTicket(ticket.id, onSaved);
  const mayChangeAccess = mayDo(ticket.myAccess, "changeAccess");
  const { data: school } = useSchool(ticket.schoolId);
  const teams = useTeams(ticket.schoolId, mayChangeAccess && roleMay("team.list", role));
  const [access, setAccess] = useState<AccessValue>({
    access: ticket.access,
    recipients: [...ticket.recipients],
    teamId: ticket.teamId ?? "",
    contactTeachers: [...ticket.contactTeachers],
    editors: [...ticket.editors],
  });
  const queryClient = useQueryClient();
  // The texts of the version the form holds (the one read again after a conflict, when it was): only a change of
  // them is sent.
  const readTexts = useRef({ title: ticket.title, description: ticket.description });
  const accessChanged =
    access.access !== ticket.access ||
    !sameList(access.recipients, ticket.recipients) ||
    (access.teamId || null) !== ticket.teamId ||
    !sameList(access.contactTeachers, ticket.contactTeachers) ||
    !sameList(access.editors, ticket.editors);
  const { form, dialog } = useSchemaForm(EditTicketFormSchema, {
    defaultValues: { version: ticket.version, title: ticket.title, description: ticket.description },
    toBody: (values) => {
      if (mayChangeAccess && missingAccessPart(access)) return undefined;
      const read = readTexts.current;
      const body = {
        version: values.version,
        ...(values.title !== read.title ? { title: values.title } : {}),
        ...(values.description !== read.description ? { description: values.description } : {}),
        ...(mayChangeAccess && accessChanged ? accessBody(access) : {}),
      };
      if (Object.keys(body).length > 1) return body;
      onClose();
      return undefined;
    },
    mutation: update,
    onReload: async () => {
      const fresh = await queryClient.fetchQuery({ ...ticketOptions(ticket.id), staleTime: 0 });
      const full = "title" in fresh ? fresh : ticket;
      readTexts.current = { title: full.title, description: full.description };
      return { version: full.version, title: full.title, description: full.description };
    },
  });
  return (
    <FormDialog
      size="lg"
      open
      title={t("tickets.edit.title")}
      submitLabel={t("common.actions.save")}
      form={dialog}
      onClose={onClose}
      testId="edit-ticket-dialog"
    >
      <TicketTextFields
        title={form.register("title")}
        description={form.register("description")}
        titleError={form.formState.errors.title}
        descriptionError={form.formState.errors.description}
        descriptionRows={6}
      />
      {mayChangeAccess && school ? (
        <AccessFields
          document="ticket"
          value={access}
          onChange={setAccess}
          role={role}
          school={school}
          teams={teams.data ?? []}
          showErrors={form.formState.isSubmitted}
        />
      ) : null}
    </FormDialog>
  );
}
