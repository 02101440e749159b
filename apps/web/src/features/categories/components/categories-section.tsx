import type { Category } from '@streakwise/shared';
import { Lock } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { ListHeading } from '../../../components/list-heading';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import { remoteState, type RemoteState } from '../../../lib/server-api';
import { useConfirmTarget } from '../../../lib/use-confirm-target';
import { useCategoriesSelector } from '../categories-hooks';
import { CATEGORIES_TEXTS as T } from '../categories-texts';
import { useOwnCategoriesQuery } from '../api/categories-api';
import { useCategoryActions } from '../hooks/use-category-actions';
import { BuiltInCategories } from './built-in-categories';
import { CategoryNameForm } from './category-name-form';
import { CategoryRow } from './category-row';
import { DeleteCategoryDialog } from './delete-category-dialog';

function LockedNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <span>
        {T.locked}{' '}
        <Link to="/pro" className={textLinkClasses}>
          {T.lockedLink}
        </Link>
      </span>
    </p>
  );
}

/** Free: the categories kept from a paid plan, if any, to read only. */
function KeptCategories({ state }: { state: RemoteState<Category[]> }) {
  if (state.status !== 'success' || state.data.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium text-slate-600">{T.yours}</h3>
      <p className="mb-2 text-xs text-slate-500">{T.keptNote}</p>
      <ul aria-label={T.yours} className="flex flex-wrap gap-2">
        {state.data.map((category) => (
          <li key={category._id} className="rounded-full border border-slate-200 px-3 py-1 text-sm">
            {category.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The person's categories, for the settings page (its anchor is #categories). Pro and Premium
 * add, rename and delete their own; Free sees the built-ins and what a paid plan adds.
 */
export function CategoriesSection() {
  const plan = useCategoriesSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const query = useOwnCategoriesQuery();
  const state = remoteState(query);
  const { create, rename, remove } = useCategoryActions();
  const deleting = useConfirmTarget(remove);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div id="categories" className="scroll-mt-24">
      <Panel title={T.title} subtitle={T.subtitle}>
        <div className="space-y-5">
          <BuiltInCategories />
          {plan === 'free' ? (
            <>
              <KeptCategories state={state} />
              <LockedNote />
            </>
          ) : (
            <div>
              <ListHeading ref={heading}>{T.yours}</ListHeading>
              {state.status === 'loading' && <Skeleton className="h-10 w-full" />}
              {state.status === 'error' && (
                <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                  <span role="alert">{T.loadFailed}</span>
                  <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                    {T.retry}
                  </Button>
                </div>
              )}
              {state.status === 'success' && (
                <>
                  {state.data.length === 0 ? (
                    <p className="py-2 text-sm text-slate-500">{T.none}</p>
                  ) : (
                    <ul aria-label={T.yours} className="divide-y divide-slate-100">
                      {state.data.map((category) => (
                        <CategoryRow
                          key={category._id}
                          category={category}
                          onRename={rename}
                          onDelete={deleting.ask}
                        />
                      ))}
                    </ul>
                  )}
                  <div className="mt-3">
                    <CategoryNameForm
                      label={T.newName}
                      placeholder={T.newPlaceholder}
                      submitLabel={T.add}
                      onSubmit={create}
                    />
                  </div>
                </>
              )}
            </div>
          )}
        </div>
      </Panel>
      <DeleteCategoryDialog
        category={deleting.target}
        isDeleting={deleting.isBusy}
        onConfirm={() => void deleting.confirm()}
        onCancel={deleting.cancel}
        fallbackFocus={heading}
      />
    </div>
  );
}
