import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme with only the recipes the app renders (the full preset alone is ~30 kB gzip of the
 * first page's budget), plus one brand palette. The brand colours keep at least 4.5:1 contrast with white (WCAG AA).
 * A component whose recipe is missing here renders unstyled: add its recipe when you start using it.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Chakra's colour palettes: each names its own focus ring colour, which the app makes the brand's (below). */
const PALETTES = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "cyan",
  "purple",
  "pink",
] as const;

/**
 * The one focus ring (WCAG 2.4.7 and 1.4.11): 2 px of brand.500, at least 4.1:1 on every light surface the app
 * uses (Chakra's gray ring reaches only 2.6:1), set outside the control with a 2 px offset where the recipe draws
 * it outside (buttons, links, checkboxes) and inside the border of fields. Recipes read the palette's `focusRing`
 * token and `--focus-ring-width`; elements without a recipe get the same ring from the global rule.
 */
const FOCUS_RING = "{colors.brand.500}";
const focusRingTokens = Object.fromEntries(
  PALETTES.map((palette) => [palette, { focusRing: { value: FOCUS_RING } }]),
);

const brand = defineConfig({
  theme: {
    keyframes: {
      progressGrow: { from: { width: "0%" }, to: { width: "90%" } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: "#eef7f3" },
          100: { value: "#d3ebe1" },
          200: { value: "#a8d6c4" },
          300: { value: "#73b9a0" },
          400: { value: "#46987d" },
          500: { value: "#2c7a62" },
          600: { value: "#1f5c4a" },
          700: { value: "#194b3d" },
          800: { value: "#133a2f" },
          900: { value: "#0c2820" },
          950: { value: "#071813" },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error text reaches only 3.8:1 on white; AA needs 4.5:1.
        fg: { error: { value: "{colors.red.700}" } },
        ...focusRingTokens,
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: FOCUS_RING },
        },
      },
    },
  },
  globalCss: {
    "*": { "--focus-ring-width": "2px" },
    // Anything focusable that no recipe styles (a plain link or button) gets the same ring.
    ":where(*:focus-visible)": {
      outlineStyle: "solid",
      outlineWidth: "2px",
      outlineColor: "brand.500",
      outlineOffset: "2px",
    },
    "html, body, #root": { height: "100%" },
    body: { bg: "gray.50", color: "gray.900" },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, brand);
