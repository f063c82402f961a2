import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formResolver } from "../../../shared/forms/zod-resolver";
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
import { useUpdateTicket } from "../tickets.api";
import { AccessFields } from "../../../shared/access/access-fields";
import { accessBody, missingAccessPart, type AccessValue } from "../../../shared/access/access-rules";
import { TicketTextFields } from "./ticket-text-fields";

const EditTicketFormSchema = z.object({ title: TicketTitleSchema, description: TicketDescriptionSchema });
type EditTicketForm = z.infer<typeof EditTicketFormSchema>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Title and description (write), and who may see the ticket (manage). Only what changed is sent, with the version
 * read: if someone else saved meanwhile the server answers 409 and nothing is overwritten.
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
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditTicketForm>({
    resolver: formResolver(EditTicketFormSchema),
    defaultValues: { title: ticket.title, description: ticket.description },
  });
  const accessChanged =
    access.access !== ticket.access ||
    !sameList(access.recipients, ticket.recipients) ||
    (access.teamId || null) !== ticket.teamId ||
    !sameList(access.contactTeachers, ticket.contactTeachers) ||
    !sameList(access.editors, ticket.editors);
  const onSubmit = handleSubmit((form) => {
    if (mayChangeAccess && missingAccessPart(access)) return;
    const body = {
      version: ticket.version,
      ...(form.title !== ticket.title ? { title: form.title } : {}),
      ...(form.description !== ticket.description ? { description: form.description } : {}),
      ...(mayChangeAccess && accessChanged ? accessBody(access) : {}),
    };
    if (Object.keys(body).length === 1) onClose();
    else update.mutate(body);
  });
  return (
    <FormDialog
      size="lg"
      open
      title={t("tickets.edit.title")}
      submitLabel={t("common.actions.save")}
      pending={update.isPending}
      onSubmit={(event) => {
        setSubmitted(true);
        void onSubmit(event);
      }}
      onClose={onClose}
      testId="edit-ticket-dialog"
    >
      <TicketTextFields
        title={register("title")}
        description={register("description")}
        titleError={errors.title}
        descriptionError={errors.description}
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
          showErrors={submitted}
        />
      ) : null}
    </FormDialog>
  );
}
