import { allAuthors } from '../endpoints/all-authors';
import { deleteGrant } from '../endpoints/delete-grant';
import { deleteProduct } from '../endpoints/delete-product';
import { registerGrant } from '../endpoints/register-grant';
import { registerProduct } from '../endpoints/register-product';
import { updateGrantPrivate } from '../endpoints/update-grant-private';
import { updateGrantPublic } from '../endpoints/update-grant-public';
import { updateProductAdmin } from '../endpoints/update-product-admin';
import { updateProductPrivate } from '../endpoints/update-product-private';
import { updateProductPublic } from '../endpoints/update-product-public';
import type { RouteDefinition } from '../http/route-definition';

/**
 * Routes of this group (products, grants and the derived authors list: spec 3-api §3.4.4, §3.8,
 * §3.10); functions/src/routes.ts adds them to the route table.
 */
export const ROUTES: readonly RouteDefinition[] = [
  allAuthors,
  registerProduct,
  updateProductPublic,
  updateProductPrivate,
  updateProductAdmin,
  deleteProduct,
  registerGrant,
  updateGrantPublic,
  updateGrantPrivate,
  deleteGrant,
];
