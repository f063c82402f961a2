import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage } from "../i18n/i18n";
import { isLanguage } from "../i18n/language";
import { NativeSelect } from "./chakra-parts/native-select";

/** The language switcher of the full layout: local only, no call (spec section 2). */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t("common.language.choose")}
        value={currentLanguage()}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        <option value="sv" lang="sv">
          {t("common.language.sv")}
        </option>
        <option value="en" lang="en">
          {t("common.language.en")}
        </option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
