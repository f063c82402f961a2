import type { NotificationKind } from "#shared/notifications/notification.schema";
import type { Smiley, TicketAccessLevel, TicketStep } from "#shared/tickets/ticket.schema";

/**
 * The demo's hand-written tickets (part of the demo plan, demo-plan.ts): who reported and owns each, the pupil, the
 * steps it went through, its messages, comments, decisions, feedback and unseen notifications. tickets/tickets.demo.ts
 * writes them.
 */

/** A demo ticket: people by email, the pupil by index among the school's pupils, the steps it went through. */
export interface DemoTicket {
  school: string;
  pupil: number;
  title: string;
  description: string;
  access: TicketAccessLevel;
  notifier: string;
  owner?: string;
  recipients?: string[];
  /** A team of the plan, by name (access TEAM). */
  team?: string;
  contactTeachers?: string[];
  editors?: string[];
  /** The steps after REPORT, in order; the last is the current one. */
  steps?: TicketStep[];
  messages?: { author: string; text: string }[];
  comments?: { author: string; text: string }[];
  decisions?: { author: string; text: string }[];
  feedback?: { author: string; text: string; reactions?: { user: string; smiley: Smiley }[] }[];
  /** Unseen notifications about this ticket for these people (so the bell has something to show). */
  notify?: { user: string; kind: NotificationKind }[];
}

/** The demo's tickets: every step, most access levels, the three lists, messages, decisions, feedback. */
export const DEMO_TICKETS: DemoTicket[] = [
  {
    school: "ek",
    pupil: 0,
    title: "Hög frånvaro under hösten",
    description:
      "Eleven har varit frånvarande många förmiddagar sedan skolstarten. Mentor har pratat med hemmet.",
    access: "STANDARD",
    notifier: "teacher@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED", "EXAMINATION"],
    messages: [{ author: "counselor@demo.test", text: "Jag bokar ett samtal med eleven nästa vecka." }],
    comments: [{ author: "head@demo.test", text: "Kartläggning av frånvaron påbörjad." }],
    notify: [{ user: "counselor@demo.test", kind: "TICKET_ASSIGNED" }],
  },
  {
    school: "ek",
    pupil: 1,
    title: "Samtal om mående",
    description: "Eleven har själv bett om att få prata med någon om hur hen mår.",
    access: "COUNSELOR",
    notifier: "counselor@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED"],
  },
  {
    school: "ek",
    pupil: 30,
    title: "Svårt att komma igång med uppgifter",
    description: "Eleven behöver mycket stöd för att starta och slutföra uppgifter på lektionerna.",
    access: "STANDARD",
    notifier: "teacher@demo.test",
    notify: [{ user: "head@demo.test", kind: "TICKET_SHARED" }],
  },
  {
    school: "ek",
    pupil: 2,
    title: "Anpassningar i matematik",
    description: "Extra anpassningar behövs i matematik enligt mentorns iakttagelser.",
    access: "EVERYONE",
    notifier: "head@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED", "EXAMINATION", "ACTIONSDECIDED", "ACTIONSTAKEN"],
    decisions: [{ author: "head@demo.test", text: "Eleven får anpassat material och förlängd skrivtid." }],
    feedback: [
      {
        author: "teacher@demo.test",
        text: "Anpassningarna fungerar bra de flesta lektioner.",
        reactions: [
          { user: "counselor@demo.test", smiley: "PROGRESSING" },
          { user: "head@demo.test", smiley: "CLOSETOGOAL" },
        ],
      },
    ],
    notify: [{ user: "counselor@demo.test", kind: "TICKET_DECISION" }],
  },
  {
    school: "ek",
    pupil: 3,
    title: "Stöd i svenska",
    description: "Eleven har svårt med läsförståelse; undervisande lärare dokumenterar insatserna.",
    access: "EDITORS",
    editors: ["teacher@demo.test"],
    notifier: "counselor@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED", "EXAMINATION", "ACTIONSDECIDED", "ACTIONSTAKEN", "FEEDBACK"],
    feedback: [
      {
        author: "teacher@demo.test",
        text: "Tydlig förbättring på senaste läsförståelseprovet.",
        reactions: [{ user: "counselor@demo.test", smiley: "REACHEDTARGET" }],
      },
    ],
  },
  {
    school: "ek",
    pupil: 4,
    title: "Konflikter på rasterna",
    description: "Arbetslaget har sett återkommande konflikter på rasterna.",
    access: "TEAM",
    team: "Arbetslag 7",
    notifier: "head@demo.test",
    owner: "head@demo.test",
    steps: ["RECEIVED"],
    comments: [{ author: "teacher@demo.test", text: "Rastvärdar är informerade." }],
  },
  {
    school: "ek",
    pupil: 5,
    title: "Avslutat ärende om studiero",
    description: "Ärendet är avslutat efter uppföljning.",
    access: "SELECTED",
    recipients: ["head@demo.test"],
    notifier: "counselor@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED", "EXAMINATION", "ACTIONSDECIDED", "ACTIONSTAKEN", "FEEDBACK", "ARCHIVE"],
  },
  {
    school: "bjork",
    pupil: 0,
    title: "Oro för kamratrelationer",
    description: "Eleven är ofta ensam på rasterna.",
    access: "STANDARD",
    notifier: "teacher2@demo.test",
  },
  {
    school: "bjork",
    pupil: 3,
    title: "Läsförståelse i årskurs 4",
    description: "Eleven behöver mer tid med texter och har svårt att hänga med i genomgångarna.",
    access: "COUNSELOR",
    notifier: "teacher2@demo.test",
    owner: "counselor@demo.test",
    steps: ["RECEIVED", "EXAMINATION"],
    messages: [{ author: "counselor@demo.test", text: "Speciallärare gör en kartläggning av läsningen." }],
    notify: [{ user: "counselor@demo.test", kind: "TICKET_ASSIGNED" }],
  },
];
