import { addDaysToDate } from "#shared/dates";
import { swedishToday } from "../core/clock.js";
import { hashSecret } from "../core/ids.js";
import type { Deps } from "../deps.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { whistlesEntities } from "./whistle.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    whistles: typeof whistlesEntities;
  }
}

/**
 * Demo whistles at Ekskolan (local only): one to student-health staff with a reply and the sender's addition,
 * one to the head, one archived, one flagged as spam. The first opens with the demo receipt below on the
 * external page (/whistle, "read replies with your receipt"). Dated to the day, like every whistle.
 */
export const DEMO_WHISTLE_RECEIPT = "demokvitto-ekskolan-".padEnd(43, "0");

export async function seedDemoWhistles(
  deps: Deps,
  refs: {
    schoolIds: Record<string, string>;
    organizationIds: Record<string, string>;
    userIds: Record<string, string>;
  },
): Promise<void> {
  const schoolId = refs.schoolIds.ek;
  const organizationId = refs.organizationIds.demo;
  if (!schoolId || !organizationId) return;
  const { whistle } = allEntities(deps.db);
  const day = (daysAgo: number) => addDaysToDate(swedishToday(deps.clock), -daysAgo);
  const plans = [
    {
      message:
        "Några i 8A skickar elaka meddelanden till en klasskompis i en gruppchatt. Jag vågar inte säga det själv.",
      recipient: "COUNSELOR" as const,
      daysAgo: 6,
      receipt: DEMO_WHISTLE_RECEIPT,
      entries: [
        {
          by: "STAFF",
          message: "Tack för att du berättar. Vi pratar med klassen och mentorn den här veckan.",
          date: day(5),
        },
        {
          by: "SENDER",
          message: "Det har blivit lite bättre, men det händer fortfarande på kvällarna.",
          date: day(2),
        },
      ],
    },
    {
      message: "En vuxen i matsalen skäller ofta på de yngre eleverna när de står i kö.",
      recipient: "HEAD" as const,
      daysAgo: 3,
      entries: [],
    },
    {
      message: "Det var bråk vid cykelstället i höstas, men det är löst nu.",
      recipient: "COUNSELOR" as const,
      daysAgo: 40,
      archived: true,
      entries: [{ by: "STAFF", message: "Bra att höra. Vi avslutar ärendet.", date: day(38) }],
    },
    { message: "hej hej test 123", recipient: "COUNSELOR" as const, daysAgo: 1, spam: true, entries: [] },
  ];
  for (const plan of plans) {
    const archived = plan.archived ?? false;
    const spam = plan.spam ?? false;
    await whistle
      .create({
        id: deps.ids.id(),
        schoolId,
        organizationId,
        message: plan.message,
        recipient: plan.recipient,
        recipientIds: [],
        date: day(plan.daysAgo),
        listState: spam ? "SPAM" : archived ? "ARCHIVED" : "CURRENT",
        archived,
        spam,
        receiptHash: hashSecret(plan.receipt ?? deps.ids.secret()),
        entries: plan.entries,
        version: 1 + plan.entries.length,
      })
      .go();
  }
}

export const demoSeeds: readonly DemoSeedStep[] = [
  { order: 70, name: "whistles", seed: (deps, { refs }) => seedDemoWhistles(deps, refs) },
];
