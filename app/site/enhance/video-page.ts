/** A page with video cards: the click that loads a player (video-cards.ts), once however many texts hold cards. */
import * as videoCards from "./video-cards.ts";

if (!("videoCards" in document.documentElement.dataset)) {
  document.documentElement.dataset["videoCards"] = "";
  videoCards.init();
}
