import { SUGGESTION_CATEGORIES, type SuggestionCategoryFilter } from '@streakwise/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { remoteState } from '../../../lib/server-api';
import { useSuggestionsQuery } from '../api/premium-queries';
import { EmptyState } from '../components/empty-state';
import { LoadingRegion } from '../components/loading-region';
import { SegmentedControl } from '../components/segmented-control';
import { SuggestionCard } from '../components/suggestion-card';
import { SuggestionCardSkeleton } from '../components/suggestion-card-skeleton';
import { TabErrorState } from '../components/tab-error-state';
import { TabHeader } from '../components/tab-header';
import { useAddSuggestion } from '../hooks/use-add-suggestion';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Habit ideas by category, each one click from becoming a habit (docs/product.md §2, AI
 * Suggestions).
 */
export function AiSuggestionsTab() {
  const [category, setCategory] = useState<SuggestionCategoryFilter>('all');
  const suggestions = useSuggestionsQuery(category);
  const state = remoteState(suggestions);
  const adder = useAddSuggestion();

  return (
    <div className="space-y-6">
      <TabHeader
        title={PREMIUM_TEXTS.suggestionsTitle}
        subtitle={PREMIUM_TEXTS.suggestionsSubtitle}
      >
        <SegmentedControl
          legend={PREMIUM_TEXTS.categoryFilter}
          options={SUGGESTION_CATEGORIES}
          labels={PREMIUM_TEXTS.categoryNames}
          value={category}
          onChange={setCategory}
        />
      </TabHeader>
      {state.status === 'loading' && (
        <LoadingRegion label={PREMIUM_TEXTS.loadingSuggestions}>
          <div className={GRID}>
            {Array.from({ length: 3 }, (_, index) => (
              <SuggestionCardSkeleton key={index} />
            ))}
          </div>
        </LoadingRegion>
      )}
      {state.status === 'error' && (
        <TabErrorState
          title={PREMIUM_SPEC_TEXTS.loadAiSuggestionsFailed}
          error={state.error}
          fallback={PREMIUM_SPEC_TEXTS.loadSuggestionsFailed}
          onRetry={() => void suggestions.refetch()}
        />
      )}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState
          icon={Sparkles}
          title={PREMIUM_TEXTS.noSuggestionsTitle}
          body={PREMIUM_TEXTS.noSuggestionsBody}
        />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <ul aria-label={PREMIUM_TEXTS.suggestionsTitle} className={GRID}>
          {state.data.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard
                suggestion={suggestion}
                isAdded={adder.isAdded(suggestion)}
                isAdding={adder.isAdding(suggestion)}
                onAdd={adder.add}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
