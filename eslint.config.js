import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";

/**
 * The API's domain folders (functions/src/<domain>/): every folder but the shared infrastructure. A domain reaches
 * another domain only through that domain's public module (index.ts), never its entities, repo or routers; core
 * and db reach no domain at all; nothing a Lambda bundles reaches local-only code (functions/src/local/) or test
 * code; no file but a test and another demo file imports a demo file (*.demo.ts: local-only code in a domain's folder,
 * which may import functions/src/local/ and is loaded only by the demo seed); shared/ imports nothing from
 * functions/ or web/. Each wall is checked for static imports and re-exports
 * and for dynamic `import()` (the import rule reads only static ones), from any folder depth.
 */
const NOT_DOMAINS = new Set(["core", "db", "local", "mail"]);
const DOMAIN_FOLDERS = readdirSync(new URL("./functions/src/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
  .map((entry) => entry.name);
/** Any number of "../", then the folder: a path that leaves the importing file's folder for that one. */
const climbsInto = (folders) => `^(?:\\.\\./)+(?:${folders})/`;
/** A domain's test-only modules: its access declarations and fixtures (imported by tests alone, never bundled). */
const TEST_ONLY_MODULES = ["*.access.ts", "*.access-rows.ts", "*.access-fixtures.ts", "*.fixtures.ts"];
const API_MESSAGES = {
  core: "Core and db import no domain: domains build on them, never the other way round.",
  local:
    "Local-only code (functions/src/local/: the local server, the demo data) is never reachable from a Lambda entry; only tests may import it.",
  testOnly:
    "Test code (tests/, a domain's *.access*.ts and *.fixtures.ts) is imported by tests alone, so no Lambda bundles it.",
  shared: "shared/ imports only itself (and packages that run in a browser): never functions/ or web/.",
  demo: "A demo file (*.demo.ts) is local-only code: only the demo seed (functions/src/local/demo-seeds.ts finds it by its name), other demo files and tests import it, so no Lambda entry reaches it.",
};

/**
 * The namespace import of zod, for what goes into the Lambda bundles: `import { z }` brings zod's every locale into
 * each of them (about 350 kB); the namespace import lets esbuild drop what is unused. The blocks below that set
 * no-restricted-syntax for API or shared files repeat it (a later block replaces a rule's options).
 */
const ZOD_NAMESPACE = [
  {
    selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
    message: 'Use `import * as z from "zod"`.',
  },
];

/** One API wall: the paths its files may not import, as static imports (and re-exports) and as dynamic ones. */
function apiBlock(files, ignores, forbidden) {
  return {
    files,
    ignores,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: forbidden.map(({ regex, message }) => ({ regex, message })) },
      ],
      "no-restricted-syntax": [
        "error",
        ...ZOD_NAMESPACE,
        ...forbidden.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${forSelector(regex)}/]`,
          message,
        })),
      ],
    },
  };
}

/** Another domain's modules but its public one (users also has leaving.js: see below). */
const otherDomains = (domain) =>
  DOMAIN_FOLDERS.filter((other) => other !== domain).map((other) => ({
    // users/leaving.js is the users domain's second public module: the leaving cascade (it runs every domain's
    // leaving hooks from Deps), kept apart so a function that only reads staff does not load it.
    regex:
      other === "users"
        ? `${climbsInto("users")}(?!(index|leaving)\\.js$)`
        : `${climbsInto(other)}(?!index\\.js$)`,
    message: `Reach the ${other} domain through its public module, ../${other}/index.js (house style: domain modules).`,
  }));
const TEST_ONLY_PATHS = [
  { regex: climbsInto("tests"), message: API_MESSAGES.testOnly },
  {
    regex: `^\\.{1,2}/.*\\.(access|access-rows|access-fixtures|fixtures)\\.js$`,
    message: API_MESSAGES.testOnly,
  },
];
const LOCAL_PATHS = [{ regex: climbsInto("local"), message: API_MESSAGES.local }];
const DEMO_PATHS = [{ regex: "\\.demo(\\.js)?$", message: API_MESSAGES.demo }];

function apiBoundaries() {
  const tests = ["**/*.test.ts"];
  const testOnly = (root) => TEST_ONLY_MODULES.map((name) => `${root}/**/${name}`);
  const demos = "**/*.demo.ts";
  return [
    ...DOMAIN_FOLDERS.flatMap((domain) => [
      apiBlock(
        [`functions/src/${domain}/**/*.ts`],
        [...tests, ...testOnly(`functions/src/${domain}`), demos],
        [...otherDomains(domain), ...LOCAL_PATHS, ...TEST_ONLY_PATHS, ...DEMO_PATHS],
      ),
      // Its test-only modules build on the test helpers and may sign in with the demo's password, but still reach
      // other domains only through their public modules.
      apiBlock(testOnly(`functions/src/${domain}`), tests, otherDomains(domain)),
      // Its demo files (the local server's demo records) build on local/ (the demo's types, allEntities), but still
      // reach other domains only through their public modules, and never the test code.
      apiBlock([`functions/src/${domain}/**/${demos}`], tests, [
        ...otherDomains(domain),
        { regex: climbsInto("tests"), message: API_MESSAGES.testOnly },
      ]),
    ]),
    apiBlock(["functions/src/core/**/*.ts", "functions/src/db/**/*.ts"], tests, [
      { regex: climbsInto(DOMAIN_FOLDERS.join("|")), message: API_MESSAGES.core },
      ...LOCAL_PATHS,
      ...TEST_ONLY_PATHS,
      ...DEMO_PATHS,
    ]),
    // The composition roots and the local server load the demo files only through the demo seed's discovery.
    apiBlock(["functions/src/*.ts", "functions/src/local/**/*.ts"], [...tests, demos], DEMO_PATHS),
    // shared/ runs in the browser and in every Lambda; its tests too import nothing of functions/ or web/.
    apiBlock(["shared/**/*.ts"], [], [{ regex: climbsInto("functions|web"), message: API_MESSAGES.shared }]),
  ];
}

/*
 * The web's import zones (house style: shared -> features -> app). A feature imports web/src/shared and its own
 * folder, never another feature or the app; web/src/shared imports only itself; web/src/app may import everything.
 * The web imports by relative path, so a zone is told by how far a path climbs from the importing file: each
 * folder depth gets its own patterns. Dynamic `import()` is checked too (the rule reads only static imports). The
 * zones use typescript-eslint's variant of no-restricted-imports, so a block setting the core rule for web files
 * (a later block replaces a rule's options, it does not add to them) cannot switch the zones off, nor they it.
 */
const ZONE_DEPTHS = [0, 1, 2, 3, 4];
const up = (levels) => `^(?:\\.\\./){${levels}}`;
/** The same regex for an esquery selector, whose regex literal cannot hold a "/". */
const forSelector = (regex) => regex.replaceAll("/", "\\x2F");
const MESSAGES = {
  otherFeature:
    "Features never import each other (house style): move what two features share into web/src/shared/.",
  featureOutside:
    "A feature imports only web/src/shared/ and its own folder; web/src/app composes the features.",
  shared: "web/src/shared/ imports only shared code (and #shared/*): never a feature or the app.",
  outsideWeb: "Outside web/src the web imports only types (from functions/) or #shared/*.",
};

/**
 * Text keys are written out, never built from a value (Grafana style): a key can then be found by searching, and a
 * value without a text fails type checking at the map that names its key. For every web file; the zone blocks
 * below repeat it, as they set the same rule for their files.
 */
const WRITTEN_OUT_TEXT_KEYS = [
  {
    selector:
      "CallExpression:matches([callee.name=/^(t|showSuccess|showErrorText)$/], [callee.property.name='t'])[arguments.0.type=/^(TemplateLiteral|BinaryExpression)$/]",
    message: "Write the text key out (a map from the value to its key), never build it from a value.",
  },
];

/** One zone at one depth: the paths it may not import, as static and as dynamic imports. */
function zoneBlock(files, forbidden) {
  return {
    files,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map(({ regex, message, types }) => ({
            regex,
            message,
            allowTypeImports: types,
          })),
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...WRITTEN_OUT_TEXT_KEYS,
        ...forbidden.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${forSelector(regex)}/]`,
          message,
        })),
      ],
    },
  };
}

/** The blocks of every zone and depth; tests may also reach web/src/test and the catalogues. */
function webZones() {
  const blocks = [];
  const sourceFiles = (root, depth, test) => [
    `web/src/${root}/${"*/".repeat(depth)}*.${test ? "test." : ""}{ts,tsx}`,
  ];
  const notInto = (folders) => `(?!${folders.map((folder) => `${folder}/`).join("|")})`;
  for (const test of [false, true]) {
    const besides = test ? ["test", "locales"] : [];
    for (const depth of ZONE_DEPTHS) {
      // web/src/features/<feature>/<depth folders>/file: depth + 1 levels up is features/, + 2 is web/src.
      blocks.push(
        zoneBlock(sourceFiles("features/*", depth, test), [
          { regex: `${up(depth + 1)}[^./]`, message: MESSAGES.otherFeature },
          {
            regex: `${up(depth + 2)}${notInto(["shared", "\\.\\.", ...besides])}`,
            message: MESSAGES.featureOutside,
          },
          { regex: up(depth + 3), message: MESSAGES.outsideWeb, types: true },
        ]),
      );
      // web/src/shared/<depth folders>/file: depth + 1 levels up is web/src.
      const sharedBlock = (files, allowed) =>
        zoneBlock(files, [
          { regex: `${up(depth + 1)}${notInto(["shared", "\\.\\.", ...allowed])}`, message: MESSAGES.shared },
          { regex: up(depth + 2), message: MESSAGES.outsideWeb, types: true },
        ]);
      blocks.push(sharedBlock(sourceFiles("shared", depth, test), besides));
      // The i18n module loads the text catalogues.
      if (depth > 0)
        blocks.push(sharedBlock(sourceFiles("shared/i18n", depth - 1, test), [...besides, "locales"]));
    }
  }
  return blocks;
}

/**
 * Chakra parts the web takes from web/src/shared/ui/chakra-parts/ (or not at all), for every web file; the block
 * that keeps features' fields on the kit repeats them (a later block replaces a rule's options).
 */
const CHAKRA_PART_PATTERNS = [
  {
    regex: "^@chakra-ui/react$",
    importNamePattern:
      // Wrapped parts, then parts not wrapped yet, then Chakra's icons; not their prop types.
      "^(?!\\w*Props$)(?:(?:Alert|Checkbox(?!Group$)|CloseButton|Menu|NativeSelect|Toast|Accordion|Blockquote|Breadcrumb|Carousel|Checkmark|Clipboard|CodeBlock|ColorPicker|Combobox|DatePicker|FileUpload|Listbox|NumberInput|Pagination|RatingGroup|Select|Stat|Steps|Tag|TagsInput)(?:$|[A-Z])|[A-Z]\\w*Icon$)",
    message:
      "Chakra draws this part's icon as an svg without aria-hidden (an unnamed image for screen readers): import it from web/src/shared/ui/chakra-parts/, adding its file there if it is missing.",
  },
  {
    // Measured with `BENCH_PARTS=web npm run bench`: one <Wrap> on a lazy page split Chakra's style-config
    // helpers into a chunk of their own, so the first bundle kept every recipe of Chakra's full theme
    // (+12.7 kB gzip, over the 250 kB budget). AspectRatio imports the same helpers.
    regex: "^@chakra-ui/react$",
    importNamePattern: "^(?:Wrap|WrapItem|AspectRatio)$",
    message:
      'Wrap and AspectRatio pull Chakra\'s whole theme into the first bundle: use HStack/Flex with wrap="wrap", or a Box with aspectRatio.',
  },
];

/**
 * A feature's fields come from the kit (web/src/shared/ui: TextField, TextareaField, DateField, SelectField, the
 * pickers), never from Chakra's raw Input, Textarea or NativeSelect: the kit gives every field its label, error,
 * asterisk and counter, the same on every page.
 */
const KIT_FIELD_PATTERNS = [
  {
    regex: "^@chakra-ui/react$",
    importNamePattern: "^(?:Input|InputGroup|Textarea|NativeSelect\\w*)$",
    message:
      "A feature's field comes from web/src/shared/ui (TextField, TextareaField, DateField, SelectField, the pickers), not Chakra's raw control.",
  },
  {
    regex: "chakra-parts/native-select$",
    message:
      "A feature's select is SelectField (or a picker) from web/src/shared/ui, not the raw NativeSelect part.",
  },
];

export default tseslint.config(
  { ignores: ["node_modules/", ".data/", "cdk.out/", "web/dist/", "bench-results/", "test-results/"] },
  js.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "error",
    },
  },
  {
    // What goes into the Lambda bundles (ZOD_NAMESPACE); the walls below repeat it for their files.
    files: ["functions/**/*.ts", "shared/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...ZOD_NAMESPACE] },
  },
  ...apiBoundaries(),
  {
    // Only the composition root's config module reads the environment.
    files: ["functions/src/**/*.ts", "shared/src/**/*.ts"],
    ignores: ["functions/src/config.ts", "functions/src/local/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through functions/src/config.ts.",
        },
      ],
    },
  },
  {
    files: ["functions/src/local/**", "tests/**", "**/*.mjs", "web/dev.ts"],
    rules: { "no-console": "off" },
  },
  {
    // The web app runs in the browser; its hooks follow React's rules.
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Chakra draws these parts' icons as bare <svg>s that screen readers meet as unnamed images. The app takes
    // them from shared/ui/chakra-parts/, which hides the icons (its README.md says how); a part not there yet
    // needs its file first.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/shared/ui/chakra-parts/*.tsx", "!web/src/shared/ui/chakra-parts/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: CHAKRA_PART_PATTERNS,
        },
      ],
    },
  },
  {
    // Fields of features come from the kit (KIT_FIELD_PATTERNS); the Chakra parts' rule holds there too.
    files: ["web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...CHAKRA_PART_PATTERNS, ...KIT_FIELD_PATTERNS] }],
    },
  },
  {
    // No user-facing text in markup: every text is an i18n key (house style). Text content and the attributes
    // a person reads or hears (aria-label, title, alt, placeholder, label) are checked.
    files: ["web/src/**/*.tsx"],
    ignores: ["web/src/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "title", "alt", "placeholder", "label"],
            exclude: [".*"],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s]+", "[A-Z_-]+"] },
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "require",
              "addEventListener",
              "removeEventListener",
              "includes",
              "startsWith",
              "endsWith",
              "register",
              "useWatch",
              "setValue",
              "getValues",
              "setError",
              "get",
              "navigate",
              "roleMay",
              "mayOpen",
              "isOpen",
              "confirmFor",
              "field",
              "dateField",
              "errorOf",
              "requiredOf",
            ],
          },
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...WRITTEN_OUT_TEXT_KEYS] },
  },
  ...webZones(),
);
