import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { TicketDescriptionSchema, TicketTitleSchema } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";

/** A ticket's title and description, as the create and edit dialogs ask for them (limits as the API's schema). */
export function TicketTextFields({
  title,
  description,
  titleInvalid,
  descriptionInvalid,
  descriptionHelp,
  descriptionRows,
}: {
  title: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  titleInvalid: boolean;
  descriptionInvalid: boolean;
  descriptionHelp?: string;
  descriptionRows: number;
}) {
  const { t } = useTranslation();
  const required = t("common.form.required");
  return (
    <>
      <TextField
        label={t("tickets.fields.title")}
        required
        maxLength={maxLengthOf(TicketTitleSchema)}
        error={titleInvalid ? required : undefined}
        {...title}
      />
      <TextareaField
        label={t("tickets.fields.description")}
        required
        rows={descriptionRows}
        maxLength={maxLengthOf(TicketDescriptionSchema)}
        helperText={descriptionHelp}
        error={descriptionInvalid ? required : undefined}
        {...description}
      />
    </>
  );
}
