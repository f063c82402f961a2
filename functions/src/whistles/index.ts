/** What other domains may ask of whistles: the cascade when a school is deleted. Never the entities. */
export { deleteWhistlesOfSchool } from "./whistles.repo.js";
/** The external page's whistle section (the external domain gates it: limits, school code, receipts). */
export {
  addToWhistleThread,
  readWhistleThread,
  sendExternalWhistle,
  takesWhistles,
  whistleOfReceipt,
} from "./external.service.js";
export { chosenStaffOf } from "./whistle-recipients.js";
