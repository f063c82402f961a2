import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import * as z from "zod";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import type { Team } from "#shared/teams/team.schema";
import { isTicketStaffRole, mayOwnTickets } from "#shared/tickets/ticket.policy";
import { TicketDescriptionSchema, TicketTitleSchema, type TicketDetail } from "#shared/tickets/ticket.schema";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { AccessFields } from "../../../shared/access/access-fields";
import {
  accessBody,
  EMPTY_ACCESS,
  missingAccessPart,
  type AccessValue,
} from "../../../shared/access/access-rules";
import { StaffSelect } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { isTicketDetail, useCreateTicket } from "../tickets.api";
import { TicketTextFields } from "./ticket-text-fields";

const CreateTicketFormSchema = z.object({
  studentId: z.string().min(1),
  title: TicketTitleSchema,
  description: TicketDescriptionSchema,
  ownerId: z.string(),
});

/** A new ticket: the pupil, a title, the description, who may see it and (student-health staff) who owns it. */
export function CreateTicketDialog({
  school,
  students,
  teams,
  role,
  studentId,
  onClose,
  onCreated,
}: {
  school: School;
  students: Student[];
  teams: Team[];
  role: Role;
  studentId?: string | undefined;
  onClose: () => void;
  onCreated: (ticket: TicketDetail) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const [access, setAccess] = useState<AccessValue>(EMPTY_ACCESS);
  const owners = school.users.filter((user) => mayOwnTickets(user.roles));
  const { form, field, errorOf, dialog } = useSchemaForm(CreateTicketFormSchema, {
    defaultValues: { studentId: studentId ?? "", title: "", description: "", ownerId: "" },
    toBody: (values) =>
      missingAccessPart(access)
        ? undefined
        : {
            studentId: values.studentId,
            title: values.title,
            description: values.description,
            ...accessBody(access),
            ...(values.ownerId ? { ownerId: values.ownerId } : {}),
          },
    // A ticket the author may not see is created all the same: the dialog closes and the list shows what they may.
    mutation: {
      mutateAsync: async (body) => {
        const answer = await create.mutateAsync(body);
        if (isTicketDetail(answer)) onCreated(answer);
        else onClose();
      },
    },
  });
  return (
    <FormDialog
      size="lg"
      open
      title={t("tickets.create.title")}
      submitLabel={t("common.actions.create")}
      form={dialog}
      onClose={onClose}
      testId="create-ticket-dialog"
    >
      <Controller
        control={form.control}
        name="studentId"
        render={({ field }) => (
          <PupilCombobox
            label={t("tickets.fields.student")}
            required
            pupils={students}
            classes={school.classes}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errorOf("studentId")}
            data-testid="ticket-student"
          />
        )}
      />
      <TicketTextFields
        title={form.register("title")}
        description={form.register("description")}
        titleError={form.formState.errors.title}
        descriptionError={form.formState.errors.description}
        descriptionHelp={t("tickets.create.descriptionHelp")}
        descriptionRows={5}
      />
      <AccessFields
        document="ticket"
        value={access}
        onChange={setAccess}
        role={role}
        school={school}
        teams={teams}
        showErrors={form.formState.isSubmitted}
      />
      {isTicketStaffRole(role) ? (
        <StaffSelect
          label={t("tickets.fields.owner")}
          placeholder={t("tickets.owner.none")}
          staff={owners}
          data-testid="ticket-owner"
          {...field("ownerId")}
        />
      ) : null}
    </FormDialog>
  );
}
