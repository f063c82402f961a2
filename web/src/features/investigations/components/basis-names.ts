import { useTranslation } from "react-i18next";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import type { MappingSummary } from "#shared/mappings/mapping.schema";
import { formatDay } from "../../../shared/pupil-actions/dates";
import {
  adaptationTitle,
  mappingTitle,
  warningTitle,
} from "../../../shared/support-chain/support-chain-data";

/**
 * How what an investigation rests on is named, in the editor's choices and the view's links alike: a mapping by its
 * title, an adaptation or F-warning by its title and start day.
 */
export function useBasisNames() {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  return {
    mapping: (item: MappingSummary) => mappingTitle(t, item, i18n.language),
    adaptation: (item: Adaptation) => `${adaptationTitle(t, item)}, ${day(item.startDate)}`,
    warning: (item: FWarning) => `${warningTitle(t, item)}, ${day(item.startDate)}`,
  };
}
