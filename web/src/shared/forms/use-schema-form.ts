import { useRef, useState, type FormEvent } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { isApiError } from "../api/api-error";
import { showError } from "../ui/snackbar";
import { claimFormBody } from "./form-claims";
import { dateProblem, fieldErrorText, problemMessage, SERVER_ERROR } from "./field-error";
import { serverFieldErrors } from "./server-issues";
import { formResolver } from "./zod-resolver";

/** A write the form sends its body with (a react-query mutation): its own handler says what the form does not. */
interface FormMutation<Body, Output> {
  mutateAsync: (body: Body) => Promise<Output>;
}

/** A date field's first and last allowed day (YYYY-MM-DD), where the shared schema does not set them itself. */
export interface DateLimits {
  min?: string | undefined;
  max?: string | undefined;
}

/** What FormDialog takes from the form: the submit, its spinner, and the conflict banner after a 409. */
export interface FormDialogState {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  conflict?: { reloading: boolean; onReload: () => void } | undefined;
  /** The new version was read after a conflict: the dialog says what was kept. */
  reloaded?: boolean;
}

/** What `field(name)` gives a kit control. */
type FieldProps<V extends FieldValues> = ReturnType<UseFormReturn<V>["register"]> & {
  error: string | undefined;
  required: boolean;
  maxChars?: number;
};

/** The schema of one top-level field, when the form's schema is an object (it always is for the kit's forms). */
function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[name] : undefined;
}

/** A text schema's longest value (a union such as `blankOr(Schema)` takes its longest branch), for the counter. */
function limitOf(schema: z.ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return limitOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const limits = (schema.options as z.ZodType[]).map(limitOf);
    return limits.some((limit) => limit === undefined) ? undefined : Math.max(...(limits as number[]));
  }
  return undefined;
}

/** The empty value of a control that starts as `value`: "" for a text, [] for a multi-select. */
const emptyLike = (value: unknown) =>
  Array.isArray(value) ? [] : typeof value === "string" ? "" : undefined;

/**
 * The web's one form idiom: a react-hook-form form checked by the shared zod schema (the same limits the API
 * checks), sending `toBody(values)` through `mutation` (answer undefined to send nothing). What a form gets without
 * code of its own:
 * - `field(name)`: a kit field's props: registered, its error, the schema's limit for the counter, and the asterisk
 *   when the schema refuses the field empty; `dateField(name, limits)` adds a date's first and last day.
 * - one submit: `dialog.pending` holds the button's spinner from the click until the answer, and a second click
 *   meanwhile sends nothing;
 * - the server's reasons at their fields: a 400 naming fields marks each with the server's text, and only what
 *   no field shows reaches the snackbar (the spec's "Fyll i all nödvändig information" for a 400 naming none);
 * - a stale tab (409, with `onReload`): the dialog's banner says so, and "Ladda om" reads the item again
 *   (`onReload` answers its form values), applies it to every field the user has not touched (the version among
 *   them, so the next save sends the new one) and keeps every field the user has typed in.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>, Body extends object, Output>(
  schema: S,
  {
    defaultValues,
    toBody,
    mutation,
    onReload,
  }: {
    defaultValues: DefaultValues<z.input<S>>;
    toBody: (values: z.output<S>) => Body | undefined;
    mutation: FormMutation<Body, Output>;
    onReload?: (() => Promise<z.input<S>>) | undefined;
  },
) {
  const { t } = useTranslation();
  const dateLimits = useRef(new Map<string, DateLimits>());
  const base = formResolver(schema);
  // The schema's checks first, then the date fields' own limits (where the schema does not set them).
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, limits] of dateLimits.current) {
      const problem = dateProblem(get(values, name), limits);
      if (problem && !get(result.errors, name))
        errors[name] = { type: "date", message: problemMessage(problem) };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...errors } } as Awaited<ReturnType<typeof base>>;
  };
  const form: UseFormReturn<z.input<S>, unknown, z.output<S>> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
  });
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const inFlight = useRef(false);

  /** Shows what the form can of a refused write; answers whether nothing is left for the snackbar. */
  const claim = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    if (error.status === 409 && onReload) {
      setConflict(true);
      setReloaded(false);
      return true;
    }
    if (error.status !== 400) return false;
    const reasons = Object.entries(serverFieldErrors(error));
    const mounted = form.control._names.mount;
    const shown = reasons.filter(([name]) => mounted.has(name));
    for (const [name, message] of shown)
      form.setError(name as Path<z.input<S>>, { type: SERVER_ERROR, message }, { shouldFocus: true });
    // Every reason of the answer is at a field the user sees: nothing is left to say.
    return (
      shown.length > 0 && shown.length === reasons.length && error.issues.every((issue) => issue.path[0])
    );
  };

  const submit = form.handleSubmit(async (values) => {
    const body = toBody(values);
    if (body === undefined) return;
    // Asked once per answer: by the mutation's snackbar first, or here when its handler did not ask.
    let shown: boolean | undefined;
    const once = (error: unknown) => (shown ??= claim(error));
    claimFormBody(body, once);
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      // Said: at the fields, in the conflict banner, or by the mutation's snackbar.
      once(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One request per submit: a second click (or Enter) while the first is checked or sent does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };

  const reload = () => {
    if (!onReload || reloading) return;
    setReloading(true);
    onReload()
      .then((fresh) => {
        // The new version everywhere the user has not typed (the version number too); what they typed stays.
        form.reset(fresh, { keepDirtyValues: true, keepErrors: true });
        setConflict(false);
        setReloaded(true);
      })
      .catch(showError)
      .finally(() => setReloading(false));
  };

  const errorOf = (name: Path<z.input<S>>): string | undefined =>
    fieldErrorText(get(form.formState.errors, name) as { type?: unknown; message?: unknown } | undefined, t);

  /** Whether the schema refuses the field empty: the control shows the asterisk. */
  const requiredOf = (name: Path<z.input<S>>): boolean => {
    const own = fieldSchema(schema, name);
    if (!own) return false;
    return !own.safeParse(emptyLike(get(form.formState.defaultValues, name))).success;
  };

  /** A registered control's props; a text's limit (`maxChars`, the counter) only where the schema sets one. */
  const field = (name: Path<z.input<S>>): FieldProps<z.input<S>> => {
    const limit = limitOf(fieldSchema(schema, name));
    return {
      ...form.register(name),
      error: errorOf(name),
      required: requiredOf(name),
      ...(limit === undefined ? {} : { maxChars: limit }),
    };
  };

  const dateField = (name: Path<z.input<S>>, limits: DateLimits = {}) => {
    dateLimits.current.set(name, limits);
    const { min: _min, max: _max, ...registered } = form.register(name);
    return {
      ...registered,
      error: errorOf(name),
      required: requiredOf(name),
      min: limits.min,
      max: limits.max,
    };
  };

  const dialog: FormDialogState = {
    onSubmit,
    pending: form.formState.isSubmitting,
    conflict: conflict ? { reloading, onReload: reload } : undefined,
    reloaded,
  };

  return { form, field, dateField, errorOf, requiredOf, dialog, submit: onSubmit };
}
