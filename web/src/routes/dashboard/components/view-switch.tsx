import { Columns3, List } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { DashboardView } from '../model/status';

const views: { value: DashboardView; label: string; icon: typeof List }[] = [
  { value: 'list', label: 'List', icon: List },
  { value: 'board', label: 'Board', icon: Columns3 },
];

/** List or Board; toggle buttons (aria-pressed), the choice kept in the URL by the page. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border p-1">
      {views.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          size="sm"
          variant={view === value ? 'secondary' : 'ghost'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
