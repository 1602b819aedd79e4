/**
 * What a built form says around the team's own words, in each language a form's translation may
 * be in (ADR 054): its rules' messages, the sending label, the alerts' titles, the select's empty
 * choice. English is answers.ts's and form-copy.ts's. The form's script reads them from the form's
 * markup (`data-words`), so it carries no words of any language. A message names the field's label
 * as `{label}`, a limit as `{max}` or `{min}`.
 */
import { formAnswerCopy, type AnswerCopy } from "./answers.ts";
import { formMarkupCopy, formViewCopy } from "./form-copy.ts";

export interface FormWords {
  answers: AnswerCopy;
  view: { [Key in keyof typeof formViewCopy]: string };
  markup: { [Key in keyof typeof formMarkupCopy]: string };
}

const FORM_WORDS: Readonly<Record<string, FormWords>> = {
  de: {
    answers: {
      required: "{label} ist ein Pflichtfeld",
      ticked: "Bitte kreuzen Sie dieses Feld an, um fortzufahren",
      tooLong: "{label} darf höchstens {max} Zeichen lang sein",
      characters: "{label} enthält Zeichen, die nicht erlaubt sind",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      workEmail: "Bitte verwenden Sie Ihre geschäftliche E-Mail-Adresse",
      phone: "Bitte geben Sie eine gültige Telefonnummer ein",
      number: "{label} muss eine Zahl sein",
      wholeNumber: "{label} muss eine ganze Zahl sein",
      atLeast: "{label} muss mindestens {min} sein",
      atMost: "{label} darf höchstens {max} sein",
      choice: "Wählen Sie eine der Möglichkeiten für {label}",
    },
    view: { sending: "Wird gesendet …", validationTitle: "Eingabefehler", errorTitle: "Fehler", errorBody: "Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut." },
    markup: { choose: "Bitte wählen", honeypotLabel: "Dieses Feld leer lassen", next: "Weiter", required: "(Pflichtfeld)" },
  },
  ar: {
    answers: {
      required: "{label} مطلوب",
      ticked: "ضع علامة في هذا المربع للمتابعة",
      tooLong: "يجب ألا يتجاوز {label} {max} حرفًا",
      characters: "يحتوي {label} على أحرف غير مسموح بها",
      email: "يرجى إدخال عنوان بريد إلكتروني صالح",
      workEmail: "يرجى استخدام بريدك الإلكتروني للعمل",
      phone: "يرجى إدخال رقم هاتف صالح",
      number: "يجب أن يكون {label} رقمًا",
      wholeNumber: "يجب أن يكون {label} عددًا صحيحًا",
      atLeast: "يجب ألا يقل {label} عن {min}",
      atMost: "يجب ألا يزيد {label} عن {max}",
      choice: "اختر أحد الخيارات في {label}",
    },
    view: { sending: "جارٍ الإرسال…", validationTitle: "خطأ في البيانات", errorTitle: "خطأ", errorBody: "تعذّر إرسال النموذج. يرجى المحاولة مرة أخرى." },
    markup: { choose: "اختر", honeypotLabel: "اترك هذا الحقل فارغًا", next: "متابعة", required: "(مطلوب)" },
  },
};

/** English: the words the code is written in, on every form of the default locale. */
const ENGLISH: FormWords = { answers: formAnswerCopy, view: formViewCopy, markup: formMarkupCopy };

const writtenIn = (locale: string): FormWords | undefined => FORM_WORDS[locale] ?? FORM_WORDS[locale.split("-")[0]!];

/** The words around a form in `locale` (a translation's), English for the default locale's forms. */
export const formWordsOf = (locale: string | undefined): FormWords => (locale === undefined ? undefined : writtenIn(locale)) ?? ENGLISH;

/** Whether a form can be translated into `locale`: its words around the team's are written there. */
export const formWordsWritten = (locale: string): boolean => writtenIn(locale) !== undefined;
