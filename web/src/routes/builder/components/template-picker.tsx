import { builderTemplateInfo, builderTemplates, type BuilderTemplate } from '@futurefund/core';
import { cn } from '../../../lib/utils';

/** The three looks as radio cards (product §2 builder); the same choice styles the exports. */
export function TemplatePicker({
  value,
  onChange,
}: {
  value: BuilderTemplate;
  onChange: (template: BuilderTemplate) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Template</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {builderTemplates.map((template) => (
          <div
            key={template}
            className={cn(
              'relative grid gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === template && 'border-primary bg-primary/5',
            )}
          >
            <label className="flex cursor-pointer items-center gap-2 font-medium after:absolute after:inset-0">
              <input
                type="radio"
                name="builder-template"
                value={template}
                checked={value === template}
                aria-describedby={`template-${template}-description`}
                onChange={() => onChange(template)}
                className="relative z-10 accent-primary"
              />
              {builderTemplateInfo[template].label}
            </label>
            <span id={`template-${template}-description`} className="text-muted-foreground">
              {builderTemplateInfo[template].description}
            </span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
