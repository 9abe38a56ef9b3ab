import { reactionLabels, reactionTypes, type ReactionType } from '@futurefund/core';
import { CircleHelp, Flame, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

const icons: Record<ReactionType, LucideIcon> = {
  thumbs_up: ThumbsUp,
  thumbs_down: ThumbsDown,
  fire: Flame,
  thinking: CircleHelp,
};

type ReactionButtonsProps = {
  title: string;
  selected: ReactionType | null;
  disabled: boolean;
  onChoose: (reaction: ReactionType) => void;
};

/** The four reactions with their visible labels (product §4); the chosen one is pressed. */
export function ReactionButtons({ title, selected, disabled, onChoose }: ReactionButtonsProps) {
  return (
    <div role="group" aria-label={`Your reaction to ${title}`} className="grid grid-cols-2 gap-1.5">
      {reactionTypes.map((reaction) => {
        const Icon = icons[reaction];
        const isOn = selected === reaction;
        return (
          <Button
            key={reaction}
            variant={isOn ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={isOn}
            disabled={disabled}
            onClick={() => onChoose(reaction)}
            className={cn('justify-start px-2 text-xs', isOn && 'border border-primary')}
          >
            <Icon aria-hidden="true" className={cn(isOn && 'fill-current')} />
            {reactionLabels[reaction]}
          </Button>
        );
      })}
    </div>
  );
}
