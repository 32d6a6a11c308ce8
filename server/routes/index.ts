// The route files, one per OpenAPI tag (articles.ts serves the public content tags, content-staff.ts the staff
// console's content calls of the `staff` tag). To add one: create server/routes/<tag>.ts exporting a RouteModule
// as default, then add it to this list.
import type { RouteModule } from '../context';
import academyCertificateRoutes from './academy-certificates';
import academyRoutes from './academy';
import articleRoutes from './articles';
import authSessionRoutes from './auth-session';
import configRoutes from './config';
import contactRoutes from './contact';
import contentStaffRoutes from './content-staff';
import expertApplicationRoutes from './expert-applications';
import expertContactRequestRoutes from './expert-contact-requests';
import expertProfileRoutes from './expert-profile';
import expertRoutes from './experts';
import ghgReportRoutes from './ghg-reports';
import inventoryRoutes from './inventory';
import inventoryActivityRoutes from './inventory-activity';
import inventoryLifecycleRoutes from './inventory-lifecycle';
import locationRoutes from './locations';
import registrationRoutes from './registration';
import sectorRoutes from './sectors';
import siteFileRoutes from './site-files';
import spaceRoutes from './spaces';
import staffRoutes from './staff';
import staffCertificateRoutes from './staff-certificates';
import staffExpertApplicationRoutes from './staff-expert-applications';
import subscriptionRoutes from './subscription';
import tenantRoutes from './tenant';
import userRoutes from './users';

export const ROUTES: RouteModule[] = [
  configRoutes,
  locationRoutes,
  sectorRoutes,
  authSessionRoutes,
  userRoutes,
  registrationRoutes,
  spaceRoutes,
  tenantRoutes,
  subscriptionRoutes,
  contactRoutes,
  ghgReportRoutes,
  staffRoutes,
  articleRoutes,
  contentStaffRoutes,
  academyRoutes,
  // Certificates (issue 12): academy tag, the staff list and revocation, and /.well-known/jwks.json.
  academyCertificateRoutes,
  staffCertificateRoutes,
  // Experts (issue 13): the directory and profiles, applications and their staff review, contact requests.
  expertRoutes,
  expertApplicationRoutes,
  expertProfileRoutes,
  expertContactRequestRoutes,
  staffExpertApplicationRoutes,
  // The GHG inventory (issue 15): facilities, inventories and their boundaries.
  inventoryRoutes,
  // Its activity data (slice 2): rows, factors, results, the audit trail and the CSV export.
  inventoryActivityRoutes,
  // The inventory's lifecycle, versions and row comments (issue 15 item 5).
  inventoryLifecycleRoutes,
  // Not under /api: the RSS feeds and robots.txt (before the SPA's static files and history fallback).
  siteFileRoutes,
];
