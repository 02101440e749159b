import type { Category } from '@streakwise/shared';
import { Pencil, Tag, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CATEGORIES_TEXTS as T } from '../categories-texts';
import type { NameError } from '../hooks/use-category-actions';
import { CategoryNameForm } from './category-name-form';

interface CategoryRowProps {
  category: Category;
  onRename: (id: string, name: string) => Promise<NameError>;
  onDelete: (category: Category) => void;
}

const iconButton =
  'rounded-lg p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 ' +
  'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** One of the person's categories: its name, or the inline rename form. */
export function CategoryRow({ category, onRename, onDelete }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="py-3">
        <CategoryNameForm
          label={T.renameLabel(category.name)}
          submitLabel={T.save}
          defaultName={category.name}
          onSubmit={async (name) => {
            const error = await onRename(category._id, name);
            if (error === null) setEditing(false);
            return error;
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="flex min-w-0 items-center gap-2 text-slate-900">
        <Tag aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
        <span className="truncate">{category.name}</span>
      </span>
      <span className="flex shrink-0 gap-1">
        <button
          ref={renameButton}
          type="button"
          aria-label={T.rename(category.name)}
          className={iconButton}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={T.remove(category.name)}
          className={`${iconButton} hover:text-red-600`}
          onClick={() => onDelete(category)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </span>
    </li>
  );
}
