import { entry, group, returns } from './entry.ts';
import type { Category, SubCategory } from '../../categories.ts';
import type { SellerForm } from '../../seller-form.ts';
import { AdminDeleteCategoryInputSchema, AdminDeleteSubCategoryInputSchema, AdminDeleteSupportArticleInputSchema, AdminGetSellerFormsInputSchema, AdminGetSupportArticlesInputSchema, AdminSaveCategoryInputSchema, AdminSaveSellerFormInputSchema, AdminSaveSubCategoryInputSchema, AdminSaveSupportArticleInputSchema } from '../admin-catalogue.ts';
import { AdminDeleteUserInputSchema, AdminGetUserInputSchema, AdminListUsersInputSchema, AdminResetAuthenticatorInputSchema, AdminSetUserStatusInputSchema, type AdminGetUserOutput, type AdminListUsersOutput, type AdminSetUserStatusOutput } from '../admin-users.ts';
import type { SupportArticle } from '../catalogue.ts';

/** The admin function's calls: the back office: customers, categories, seller forms and support articles. */
export const ADMIN_CALLS = group('admin', {
  adminListUsers: entry('admin', AdminListUsersInputSchema, returns<AdminListUsersOutput>()),
  adminDeleteUser: entry('admin', AdminDeleteUserInputSchema, returns<{ uid: string; withdrawnListings: number }>()),
  adminGetUser: entry('admin', AdminGetUserInputSchema, returns<AdminGetUserOutput>()),
  adminSetUserStatus: entry('admin', AdminSetUserStatusInputSchema, returns<AdminSetUserStatusOutput>()),
  adminResetAuthenticator: entry('admin', AdminResetAuthenticatorInputSchema, returns<AdminSetUserStatusOutput>()),
  adminSaveCategory: entry('admin', AdminSaveCategoryInputSchema, returns<{ category: Category }>()),
  adminDeleteCategory: entry('admin', AdminDeleteCategoryInputSchema, returns<{ id: string }>()),
  adminSaveSubCategory: entry('admin', AdminSaveSubCategoryInputSchema, returns<{ subCategory: SubCategory }>()),
  adminDeleteSubCategory: entry('admin', AdminDeleteSubCategoryInputSchema, returns<{ categoryId: string; id: string }>()),
  adminSaveSellerForm: entry('admin', AdminSaveSellerFormInputSchema, returns<{ form: SellerForm }>()),
  adminGetSellerForms: entry('admin', AdminGetSellerFormsInputSchema, returns<{ forms: SellerForm[] }>()),
  adminSaveSupportArticle: entry('admin', AdminSaveSupportArticleInputSchema, returns<{ article: SupportArticle }>()),
  adminDeleteSupportArticle: entry('admin', AdminDeleteSupportArticleInputSchema, returns<{ id: string }>()),
  adminGetSupportArticles: entry('admin', AdminGetSupportArticlesInputSchema, returns<{ articles: SupportArticle[] }>()),
});
