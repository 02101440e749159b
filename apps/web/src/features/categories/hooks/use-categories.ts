import { TOAST_MS, type Category } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { categoriesApi } from '../categories-api';
import { CATEGORIES_TEXTS as T } from '../categories-texts';
import { byName, ownCategories } from '../model/category-list';

export type CategoriesState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; own: Category[] };

/** What a refused name says, for the form to show on its field; null once saved. */
export type NameError = string | null;

const nameErrorOf = (error: unknown): string =>
  (isApiError(error) ? error.fields?.name : undefined) ?? errorMessage(error, T.saveFailed);

/** The person's own categories and every change to them, each confirmed by the server first. */
export function useCategories() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const settle = (next: CategoriesState) => {
      if (!controller.signal.aborted) setState(next);
    };
    categoriesApi.list(controller.signal).then(
      (list) => settle({ status: 'success', own: byName(ownCategories(list)) }),
      () => settle({ status: 'error' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const change = (edit: (own: Category[]) => Category[]) =>
    setState((current) =>
      current.status === 'success'
        ? { status: 'success', own: byName(edit(current.own)) }
        : current,
    );

  const create = async (name: string): Promise<NameError> => {
    try {
      const category = await categoriesApi.create({ name });
      change((own) => [...own, category]);
      toast.success(T.added(category.name), { duration: TOAST_MS });
      return null;
    } catch (error) {
      return nameErrorOf(error);
    }
  };

  const rename = async (id: string, name: string): Promise<NameError> => {
    try {
      const category = await categoriesApi.rename(id, { name });
      change((own) => own.map((item) => (item._id === id ? category : item)));
      toast.success(T.renamed(category.name), { duration: TOAST_MS });
      return null;
    } catch (error) {
      return nameErrorOf(error);
    }
  };

  /** True once the category is gone, including when the server had already lost it. */
  const remove = async (category: Category): Promise<boolean> => {
    try {
      await categoriesApi.remove(category._id);
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) {
        toast.error(errorMessage(error, T.deleteFailed));
        return false;
      }
    }
    change((own) => own.filter((item) => item._id !== category._id));
    toast.success(T.deleted(category.name), { duration: TOAST_MS });
    return true;
  };

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    create,
    rename,
    remove,
  };
}
