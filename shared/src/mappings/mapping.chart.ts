/**
 * The mapping (kartläggning) form chart, as data (spec sections 3 and 9). Each question has a key (spec section 3),
 * a bilingual title, a category and the answer labels of its scale with their points. The two open questions
 * (strengths, problems) have no category and no labels: they take text and carry no points.
 *
 * Points (spec section 9): 1, 0.75, 0.5, 0.25, 0; 'Vet ej' is always 0.5.
 * - Ja/Nej (the vision/hearing question and the health-affects-work questions): Ja 0.25, Nej 1.
 * - Learning: Alltid 1, Ofta 0.75, Mestadels 0.5, Sällan 0.25, Mycket sällan 0.
 * - Attention: Huvudsakligen fungerande 1, Periodvis fungerande 0.75, Periodvis mindre fungerande 0.25,
 *   Ej fungerande 0.
 * - Goals and planning: Fungerande och uppfyller målen 1, Huvudsakligen fungerande 0.75, Ej fungerande 0.25.
 * - Motor: Ja 1, Viss utmaning 0.75, Nej 0.25.
 */

export const MAPPING_CATEGORIES = [
  "Hälsa",
  "Kunskapsinhämtning",
  "Måluppfyllelse",
  "Närvaro",
  "Koncentration och impulskontroll",
  "Socialt",
] as const;
export type MappingCategory = (typeof MAPPING_CATEGORIES)[number];

/** The categories' English names (the Swedish name is the key, as the spec gives it). */
export const MAPPING_CATEGORY_EN: Record<MappingCategory, string> = {
  Hälsa: "Health",
  Kunskapsinhämtning: "Learning",
  Måluppfyllelse: "Goal attainment",
  Närvaro: "Attendance",
  "Koncentration och impulskontroll": "Concentration and impulse control",
  Socialt: "Social",
};

export interface MappingLabel {
  /** Stable id of the label (what the web and the stored answer name). */
  id: string;
  sv: string;
  en: string;
  points: number;
}

/** 'Vet ej' is always 0.5, on every scale. */
export const DONT_KNOW: MappingLabel = { id: "DONTKNOW", sv: "Vet ej", en: "Don't know", points: 0.5 };

export const MAPPING_SCALES = {
  yesNoHealth: [
    { id: "YES", sv: "Ja", en: "Yes", points: 0.25 },
    { id: "NO", sv: "Nej", en: "No", points: 1 },
    DONT_KNOW,
  ],
  learning: [
    { id: "ALWAYS", sv: "Alltid", en: "Always", points: 1 },
    { id: "OFTEN", sv: "Ofta", en: "Often", points: 0.75 },
    { id: "MOSTLY", sv: "Mestadels", en: "Mostly", points: 0.5 },
    { id: "RARELY", sv: "Sällan", en: "Rarely", points: 0.25 },
    { id: "VERYRARELY", sv: "Mycket sällan", en: "Very rarely", points: 0 },
    DONT_KNOW,
  ],
  attention: [
    { id: "MAINLYWORKING", sv: "Huvudsakligen fungerande", en: "Mainly working", points: 1 },
    { id: "PERIODSWORKING", sv: "Periodvis fungerande", en: "Working at times", points: 0.75 },
    {
      id: "PERIODSLESSWORKING",
      sv: "Periodvis mindre fungerande",
      en: "Working less well at times",
      points: 0.25,
    },
    { id: "NOTWORKING", sv: "Ej fungerande", en: "Not working", points: 0 },
    DONT_KNOW,
  ],
  goalsAndPlanning: [
    {
      id: "WORKINGMEETSGOALS",
      sv: "Fungerande och uppfyller målen",
      en: "Working and meets the goals",
      points: 1,
    },
    { id: "MAINLYWORKING", sv: "Huvudsakligen fungerande", en: "Mainly working", points: 0.75 },
    { id: "NOTWORKING", sv: "Ej fungerande", en: "Not working", points: 0.25 },
    DONT_KNOW,
  ],
  motor: [
    { id: "YES", sv: "Ja", en: "Yes", points: 1 },
    { id: "SOMECHALLENGE", sv: "Viss utmaning", en: "Some challenge", points: 0.75 },
    { id: "NO", sv: "Nej", en: "No", points: 0.25 },
    DONT_KNOW,
  ],
} as const satisfies Record<string, readonly MappingLabel[]>;
export type MappingScale = keyof typeof MAPPING_SCALES;

export interface MappingQuestion {
  key: string;
  sv: string;
  en: string;
  /** Absent for the open questions. */
  category?: MappingCategory;
  /** Absent for the open questions (strengths, problems): they take text. */
  scale?: MappingScale;
}

const q = (
  key: string,
  category: MappingCategory,
  scale: MappingScale,
  sv: string,
  en: string,
): MappingQuestion => ({ key, category, scale, sv, en });

/** The chart: 25 scored questions (spec section 3's keys) and the two open ones, in the order they are asked. */
export const MAPPING_QUESTIONS: readonly MappingQuestion[] = [
  q(
    "learning",
    "Kunskapsinhämtning",
    "learning",
    "Tar eleven till sig undervisningen?",
    "Does the student take in the teaching?",
  ),
  q(
    "reading",
    "Kunskapsinhämtning",
    "learning",
    "Läser eleven med förståelse?",
    "Does the student read with understanding?",
  ),
  q(
    "writing",
    "Kunskapsinhämtning",
    "learning",
    "Uttrycker sig eleven i skrift?",
    "Does the student express themselves in writing?",
  ),
  q(
    "language",
    "Kunskapsinhämtning",
    "learning",
    "Förstår eleven undervisningsspråket?",
    "Does the student understand the language of instruction?",
  ),
  q(
    "communication",
    "Kunskapsinhämtning",
    "learning",
    "Kommunicerar eleven sina behov?",
    "Does the student communicate their needs?",
  ),
  q(
    "oralAbilities",
    "Kunskapsinhämtning",
    "learning",
    "Uttrycker sig eleven muntligt?",
    "Does the student express themselves orally?",
  ),
  q(
    "abilities",
    "Kunskapsinhämtning",
    "learning",
    "Visar eleven sina förmågor i ämnet?",
    "Does the student show their abilities in the subject?",
  ),
  q(
    "education",
    "Måluppfyllelse",
    "goalsAndPlanning",
    "Hur fungerar eleven i undervisningen?",
    "How does the student manage in lessons?",
  ),
  q(
    "planning",
    "Måluppfyllelse",
    "goalsAndPlanning",
    "Planerar eleven sitt skolarbete?",
    "Does the student plan their school work?",
  ),
  q(
    "performing",
    "Måluppfyllelse",
    "goalsAndPlanning",
    "Genomför eleven sina uppgifter?",
    "Does the student carry out their tasks?",
  ),
  q(
    "reaching",
    "Måluppfyllelse",
    "goalsAndPlanning",
    "Når eleven kunskapskraven?",
    "Does the student reach the knowledge requirements?",
  ),
  q(
    "starting",
    "Koncentration och impulskontroll",
    "attention",
    "Kommer eleven igång med uppgifter?",
    "Does the student get started on tasks?",
  ),
  q(
    "finishing",
    "Koncentration och impulskontroll",
    "attention",
    "Slutför eleven uppgifter?",
    "Does the student finish tasks?",
  ),
  q(
    "instructions",
    "Koncentration och impulskontroll",
    "attention",
    "Följer eleven instruktioner?",
    "Does the student follow instructions?",
  ),
  q(
    "impulse",
    "Koncentration och impulskontroll",
    "attention",
    "Kontrollerar eleven sina impulser?",
    "Does the student control their impulses?",
  ),
  q(
    "attention",
    "Koncentration och impulskontroll",
    "attention",
    "Håller eleven uppmärksamheten?",
    "Does the student keep their attention?",
  ),
  q(
    "focus",
    "Koncentration och impulskontroll",
    "attention",
    "Håller eleven fokus under lektionen?",
    "Does the student stay focused during the lesson?",
  ),
  q(
    "staffInteraction",
    "Socialt",
    "attention",
    "Samspelar eleven med vuxna på skolan?",
    "How does the student interact with the adults at school?",
  ),
  q(
    "studentInteraction",
    "Socialt",
    "attention",
    "Samspelar eleven med andra elever?",
    "How does the student interact with other students?",
  ),
  q(
    "presence",
    "Närvaro",
    "learning",
    "Är eleven närvarande på lektionerna?",
    "Is the student present at lessons?",
  ),
  q(
    "visionAndHearing",
    "Hälsa",
    "yesNoHealth",
    "Har eleven svårigheter med syn eller hörsel?",
    "Does the student have difficulties with vision or hearing?",
  ),
  q(
    "mentalHealth",
    "Hälsa",
    "yesNoHealth",
    "Påverkar elevens psykiska mående skolarbetet?",
    "Does the student's mental health affect their school work?",
  ),
  q(
    "physicalHealth",
    "Hälsa",
    "yesNoHealth",
    "Påverkar elevens fysiska hälsa skolarbetet?",
    "Does the student's physical health affect their school work?",
  ),
  q(
    "fineSkills",
    "Hälsa",
    "motor",
    "Fungerar elevens finmotorik?",
    "Do the student's fine motor skills work?",
  ),
  q(
    "grossSkills",
    "Hälsa",
    "motor",
    "Fungerar elevens grovmotorik?",
    "Do the student's gross motor skills work?",
  ),
  { key: "strengths", sv: "Elevens styrkor", en: "The student's strengths" },
  { key: "problems", sv: "Elevens svårigheter", en: "The student's difficulties" },
];

export const MAPPING_QUESTION_BY_KEY: ReadonlyMap<string, MappingQuestion> = new Map(
  MAPPING_QUESTIONS.map((question) => [question.key, question]),
);

/** The labels a question is answered with (none for an open question). */
export const labelsOf = (question: MappingQuestion): readonly MappingLabel[] =>
  question.scale ? MAPPING_SCALES[question.scale] : [];

/** Is this an open question (text, no points)? */
export const isOpenQuestion = (question: MappingQuestion) => !question.scale;
