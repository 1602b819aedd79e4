/** A form's submit button while its answers are on their way: disabled and saying so; as it was once they arrive (or fail). */
export function sendingButton(button: HTMLButtonElement, label: string): (sending: boolean) => void {
  const idle = [...button.childNodes];
  return (sending) => {
    button.disabled = sending;
    button.replaceChildren(...(sending ? [label] : idle));
  };
}
