/**
 * What happens once the form is sent: its button's words, the thank-you (words in place of the
 * form, or a page of the site to go to), a file of the media library it gives (gated content), and
 * the proof of work asked of the browser. Labels are the schema's own words.
 */
import { Panel } from "#app/admin/components/panel.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { MediaFileField } from "#app/studio/components/media-file-field.tsx";
import { formDocument, formDownload, thankYou as thankYouSchema, type FormDocument } from "#shared/forms/form.ts";
import type { z } from "zod";
import { CheckSetting, labelIn, NumberSetting, TextSetting, type Problems } from "./controls.tsx";
import { EnumSetting } from "./field-settings.tsx";

const copy = formsCopy.editor;

type ThankYou = FormDocument["thankYou"];
type Download = NonNullable<FormDocument["download"]>;

const thankYouLabel = (kind: ThankYou["kind"], key: string) => labelIn(thankYouSchema.options.find((option) => option.shape.kind.value === kind)! as unknown as z.ZodObject, key);

/** The thank-you as the other kind, its words kept where they fit. */
const switched = (thanks: ThankYou, kind: ThankYou["kind"]): ThankYou => (kind === "page" ? { kind, path: "/thank-you" } : { kind, heading: "Thank you" });

export function AfterSending({ document, change, problems }: { document: FormDocument; change: (next: FormDocument) => void; problems: Problems }) {
  const thanks = document.thankYou;
  return (
    <Panel title={copy.settings} id="after-sending">
      <div className="grid gap-4">
        <TextSetting
          label={labelIn(formDocument, "submitLabel")}
          path="submitLabel"
          value={document.submitLabel}
          onChange={(submitLabel) => change({ ...document, submitLabel: submitLabel ?? "" })}
          problems={problems}
        />
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold">{copy.thankYou}</legend>
          <EnumSetting
            label={copy.thankYouKind}
            path="thankYou.kind"
            value={thanks.kind}
            options={copy.thankYouKinds}
            onChange={(kind) => change({ ...document, thankYou: switched(thanks, kind) })}
            problems={problems}
          />
          {thanks.kind === "message" ? (
            <>
              <TextSetting
                label={thankYouLabel("message", "heading")}
                path="thankYou.heading"
                value={thanks.heading}
                onChange={(heading) => change({ ...document, thankYou: { ...thanks, heading: heading ?? "" } })}
                problems={problems}
              />
              <TextSetting
                label={thankYouLabel("message", "body")}
                path="thankYou.body"
                value={thanks.body}
                onChange={(body) => change({ ...document, thankYou: { ...thanks, body } })}
                long
                optional
                problems={problems}
              />
            </>
          ) : (
            <TextSetting
              label={thankYouLabel("page", "path")}
              path="thankYou.path"
              value={thanks.path}
              onChange={(path) => change({ ...document, thankYou: { ...thanks, path: path ?? "" } })}
              mono
              problems={problems}
            />
          )}
        </fieldset>
        <DownloadSettings download={document.download} onChange={(download) => change({ ...document, download })} problems={problems} />
      </div>
    </Panel>
  );
}

function DownloadSettings({ download, onChange, problems }: { download: Download | undefined; onChange: (download: Download | undefined) => void; problems: Problems }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{copy.download}</legend>
      <p className="text-xs text-muted-foreground">{copy.downloadLead}</p>
      {download ? (
        <>
          <MediaFileField label={labelIn(formDownload, "file")} path="download.file" value={download.file} onChange={(file) => onChange({ ...download, file })} problems={problems} />
          <TextSetting label={labelIn(formDownload, "label")} path="download.label" value={download.label} onChange={(label) => onChange({ ...download, label: label ?? "" })} problems={problems} />
          <NumberSetting
            label={labelIn(formDownload, "expiresInHours")}
            path="download.expiresInHours"
            value={download.expiresInHours}
            onChange={(expiresInHours) => onChange({ ...download, expiresInHours: expiresInHours ?? 72 })}
            problems={problems}
          />
          <button type="button" onClick={() => onChange(undefined)} className="w-fit text-sm font-semibold text-destructive hover:underline">
            {copy.removeDownload}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => onChange({ file: "", label: "Download the report", expiresInHours: 72 })}
          className="w-fit rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary"
        >
          {copy.addDownload}
        </button>
      )}
    </fieldset>
  );
}

export function SpamSettings({ document, change, problems }: { document: FormDocument; change: (next: FormDocument) => void; problems: Problems }) {
  return (
    <Panel title={copy.spam} id="spam" lead={copy.spamLead}>
      <CheckSetting label={labelIn(formDocument, "proofOfWork")} path="proofOfWork" value={document.proofOfWork} onChange={(proofOfWork) => change({ ...document, proofOfWork })} problems={problems} />
    </Panel>
  );
}
