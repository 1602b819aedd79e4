/**
 * A post's category: one of the blog's categories, chosen from a list; a new one is a step of its
 * own ("New category…"), named and added, and refused when it only differs from one that exists
 * by case or spacing (shared/categories.ts).
 */
import { useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import { newCategoryProblem, tidyCategory } from "#shared/categories.ts";
import { Field } from "./post-field-panels.tsx";

const copy = editorCopy.categories;

/** The option that starts a new category: no category's value (a kept name never starts with a space). */
const NEW_CATEGORY = " new";

export function CategoryField({ value, categories, problem, onChange }: { value: string; categories: readonly string[]; problem: string | undefined; onChange: (category: string) => void }) {
  // The ones added here are offered until the page is left (the server lists a category once a post has it).
  const [added, setAdded] = useState<string[]>([]);
  const [naming, setNaming] = useState<{ name: string; problem?: string }>();
  const select = useRef<HTMLSelectElement>(null);
  const known = [...new Set([...categories, ...added, ...(value ? [value] : [])])].sort((a, b) => a.localeCompare(b, "en-US"));
  const done = () => {
    setNaming(undefined);
    // After the render that shows the list again.
    requestAnimationFrame(() => select.current?.focus());
  };
  const add = () => {
    if (!naming) return;
    const refused = newCategoryProblem(naming.name, known);
    if (refused) return setNaming({ ...naming, problem: refused });
    const name = tidyCategory(naming.name);
    setAdded([...added, name]);
    onChange(name);
    done();
  };
  return (
    <div className="grid min-w-0 content-start gap-3">
      <Field name="category" label={copy.label} problem={naming ? undefined : problem}>
        {(props) => (
          <Select {...props} ref={select} value={naming ? NEW_CATEGORY : value} onChange={(event) => (event.target.value === NEW_CATEGORY ? setNaming({ name: "" }) : onChange(event.target.value))}>
            {value ? null : <option value="">{copy.choose}</option>}
            {known.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
            <option value={NEW_CATEGORY}>{copy.newOption}</option>
          </Select>
        )}
      </Field>
      {naming ? (
        <div className="grid gap-3 rounded-lg border border-border bg-subtle p-3">
          <Field name="category-new" label={copy.newLabel} hint={copy.newHint} problem={naming.problem}>
            {(props) => (
              <Input
                {...props}
                autoFocus
                value={naming.name}
                maxLength={120}
                onChange={(event) => setNaming({ name: event.target.value })}
                onKeyDown={(event) => {
                  // Enter adds it (the post's fields are no form to send); Escape goes back to the list.
                  if (event.key !== "Enter" && event.key !== "Escape") return;
                  event.preventDefault();
                  if (event.key === "Enter") add();
                  else done();
                }}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={add}>
              {copy.add}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={done}>
              {copy.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
