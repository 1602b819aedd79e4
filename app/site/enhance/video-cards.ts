/**
 * A video card (server/site/render/remark-cards.server.ts) is a link to the video until it is
 * clicked: then, and only then, its player loads in its place (the page asks nothing of the video's
 * site before). Only the two players the page's Content-Security-Policy names are loaded.
 */
const PLAYERS = ["https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/"];

export function init(root: Document = document) {
  root.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a.video-facade");
    if (!(link instanceof HTMLAnchorElement)) return;
    const src = link.dataset["embed"] ?? "";
    if (!PLAYERS.some((player) => src.startsWith(player))) return;
    event.preventDefault();
    const player = root.createElement("iframe");
    player.src = src;
    player.title = link.dataset["title"] ?? link.textContent ?? "";
    player.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    player.allowFullscreen = true;
    player.className = "video-player";
    link.replaceWith(player);
    player.focus();
  });
}
