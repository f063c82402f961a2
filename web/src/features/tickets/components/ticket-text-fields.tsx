import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { TicketDescriptionSchema, TicketTitleSchema } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";

/** A ticket's title and description, as the create and edit dialogs ask for them (limits as the API's schema). */
export function TicketTextFields({
  title,
  description,
  titleError,
  descriptionError,
  descriptionHelp,
  descriptionRows,
}: {
  title: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  titleError: FieldError | undefined;
  descriptionError: FieldError | undefined;
  descriptionHelp?: string;
  descriptionRows: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("tickets.fields.title")}
        required
        maxChars={maxLengthOf(TicketTitleSchema)}
        error={fieldErrorText(titleError, t)}
        {...title}
      />
      <TextareaField
        label={t("tickets.fields.description")}
        required
        rows={descriptionRows}
        maxChars={maxLengthOf(TicketDescriptionSchema)}
        helperText={descriptionHelp}
        error={fieldErrorText(descriptionError, t)}
        {...description}
      />
    </>
  );
}
