/**
 * The mobile drawer is a `<dialog>` opened by `commandfor` / `command="show-modal"` and closed by
 * its close button (`command="close"`), Escape and a click on the backdrop (`closedby="any"`), all
 * without script where the browser has invoker commands. This fills in where it has not, and
 * closes the drawer when a link in it is chosen (also when the page comes back from the history
 * cache).
 */
export function init(root: Document = document) {
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    root.addEventListener("click", (event) => {
      const button = (event.target as Element).closest?.("button[commandfor]");
      if (!button) return;
      const target = root.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(target instanceof HTMLDialogElement)) return;
      const command = button.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      else if (command === "close") target.close();
    });
  }
  for (const dialog of root.querySelectorAll<HTMLDialogElement>("dialog[data-drawer]")) {
    dialog.addEventListener("click", (event) => {
      const target = event.target as Element;
      // Outside the content, the dialog itself is hit: that is the backdrop.
      const onBackdrop = target === dialog && !("closedBy" in HTMLDialogElement.prototype);
      if (onBackdrop || target.closest("a[href]")) dialog.close();
    });
  }
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const dialog of root.querySelectorAll<HTMLDialogElement>("dialog[data-drawer][open]")) dialog.close();
  });
}
