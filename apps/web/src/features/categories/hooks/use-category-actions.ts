import { TOAST_MS, type Category } from '@streakwise/shared';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useRenameCategoryMutation,
} from '../api/categories-api';
import { CATEGORIES_TEXTS as T } from '../categories-texts';

/** What a refused name says, for the form to show on its field; null once saved. */
export type NameError = string | null;

const nameErrorOf = (error: unknown): string =>
  (isApiError(error) ? error.fields?.name : undefined) ?? errorMessage(error, T.saveFailed);

/** Every change to the person's own categories, each confirmed by the server first. */
export function useCategoryActions() {
  const [createCategory] = useCreateCategoryMutation();
  const [renameCategory] = useRenameCategoryMutation();
  const [deleteCategory] = useDeleteCategoryMutation();

  const create = async (name: string): Promise<NameError> => {
    try {
      const category = await createCategory({ name }).unwrap();
      toast.success(T.added(category.name), { duration: TOAST_MS });
      return null;
    } catch (error) {
      return nameErrorOf(error);
    }
  };

  const rename = async (id: string, name: string): Promise<NameError> => {
    try {
      const category = await renameCategory({ id, body: { name } }).unwrap();
      toast.success(T.renamed(category.name), { duration: TOAST_MS });
      return null;
    } catch (error) {
      return nameErrorOf(error);
    }
  };

  /** True once the category is gone, including when the server had already lost it. */
  const remove = async (category: Category): Promise<boolean> => {
    try {
      await deleteCategory(category._id).unwrap();
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
      return false;
    }
    toast.success(T.deleted(category.name), { duration: TOAST_MS });
    return true;
  };

  return { create, rename, remove };
}
