type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's controls that fail their constraints, with what they hold and why. */
export function invalidControls(form: HTMLFormElement): string[] {
  return [...form.elements]
    .filter((element): element is Control => 'validity' in element && !(element as Control).validity.valid)
    .map((control) => {
      const label = control.labels?.[0]?.textContent ?? control.name ?? control.id;
      const limits = ['min', 'max', 'step'].map((name) => `${name}=${control.getAttribute(name)}`).join(' ');
      return `${label}: "${control.value}" (${limits}) ${control.validationMessage}`;
    });
}
