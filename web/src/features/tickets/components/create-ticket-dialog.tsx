import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formResolver } from "../../../shared/forms/zod-resolver";
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
type CreateTicketForm = z.infer<typeof CreateTicketFormSchema>;

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
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateTicketForm>({
    resolver: formResolver(CreateTicketFormSchema),
    defaultValues: { studentId: studentId ?? "", title: "", description: "", ownerId: "" },
  });
  const owners = school.users.filter((user) => mayOwnTickets(user.roles));
  const onSubmit = handleSubmit((form) => {
    if (missingAccessPart(access)) return;
    create.mutate(
      {
        studentId: form.studentId,
        title: form.title,
        description: form.description,
        ...accessBody(access),
        ...(form.ownerId ? { ownerId: form.ownerId } : {}),
      },
      // A ticket the author may not see is created all the same: the dialog closes and the list shows what they may.
      { onSuccess: (answer) => (isTicketDetail(answer) ? onCreated(answer) : onClose()) },
    );
  });
  return (
    <FormDialog
      size="lg"
      open
      title={t("tickets.create.title")}
      submitLabel={t("common.actions.create")}
      pending={create.isPending}
      onSubmit={(event) => {
        setSubmitted(true);
        void onSubmit(event);
      }}
      onClose={onClose}
      testId="create-ticket-dialog"
    >
      <Controller
        control={control}
        name="studentId"
        render={({ field }) => (
          <PupilCombobox
            label={t("tickets.fields.student")}
            required
            placeholder={t("tickets.create.searchStudent")}
            emptyText={t("tickets.create.noStudentMatches")}
            pupils={students}
            classes={school.classes}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errors.studentId ? t("tickets.create.chooseStudent") : undefined}
            data-testid="ticket-student"
          />
        )}
      />
      <TicketTextFields
        title={register("title")}
        description={register("description")}
        titleError={errors.title}
        descriptionError={errors.description}
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
        showErrors={submitted}
      />
      {isTicketStaffRole(role) ? (
        <StaffSelect
          label={t("tickets.fields.owner")}
          placeholder={t("tickets.owner.none")}
          staff={owners}
          data-testid="ticket-owner"
          {...register("ownerId")}
        />
      ) : null}
    </FormDialog>
  );
}
