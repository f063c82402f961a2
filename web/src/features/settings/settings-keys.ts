import type { ParseKeys } from "i18next";
import type { NotificationCategory, TeacherSubject } from "#shared/constants";

/** Labels of the 16 notification categories (explicit keys: never built from the value). */
export const CATEGORY_KEYS: Record<NotificationCategory, ParseKeys> = {
  TICKET: "settings.categories.TICKET",
  ACTION: "settings.categories.ACTION",
  MAPPING: "settings.categories.MAPPING",
  FEEDBACK: "settings.categories.FEEDBACK",
  F: "settings.categories.F",
  ADAPTATION: "settings.categories.ADAPTATION",
  INVESTIGATION: "settings.categories.INVESTIGATION",
  ACTIVITY: "settings.categories.ACTIVITY",
  PROTOCOL: "settings.categories.PROTOCOL",
  FOLLOWUP: "settings.categories.FOLLOWUP",
  VIOLATION: "settings.categories.VIOLATION",
  WHISTLE: "settings.categories.WHISTLE",
  CHECKIN: "settings.categories.CHECKIN",
  CLASSNOTE: "settings.categories.CLASSNOTE",
  MEMORYNOTE: "settings.categories.MEMORYNOTE",
  UNREADNOTIFICATIONS: "settings.categories.UNREADNOTIFICATIONS",
};

/** Teaching subjects are stored by their Swedish name (spec section 3) and shown in the user's language. */
export const SUBJECT_KEYS: Record<TeacherSubject, ParseKeys> = {
  Svenska: "settings.subjectNames.swedish",
  Matematik: "settings.subjectNames.mathematics",
  Engelska: "settings.subjectNames.english",
  "Idrott och hälsa": "settings.subjectNames.physicalEducation",
  Bild: "settings.subjectNames.art",
  Musik: "settings.subjectNames.music",
  Slöjd: "settings.subjectNames.crafts",
  Hemkunskap: "settings.subjectNames.homeEconomics",
  Samhällskunskap: "settings.subjectNames.civics",
  Historia: "settings.subjectNames.history",
  Religionskunskap: "settings.subjectNames.religion",
  Geografi: "settings.subjectNames.geography",
  Biologi: "settings.subjectNames.biology",
  Fysik: "settings.subjectNames.physics",
  Kemi: "settings.subjectNames.chemistry",
  Teknik: "settings.subjectNames.technology",
  "Moderna språk": "settings.subjectNames.modernLanguages",
};
