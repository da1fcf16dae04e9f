import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ProjectsIcon from '@mui/icons-material/GavelOutlined';
import ArchiveIcon from '@mui/icons-material/FolderOutlined';
import ScheduleIcon from '@mui/icons-material/CalendarMonthOutlined';
import FollowUpIcon from '@mui/icons-material/PendingActionsOutlined';
import SignaturesIcon from '@mui/icons-material/DrawOutlined';
import MessagingIcon from '@mui/icons-material/ForumOutlined';
import OwnershipIcon from '@mui/icons-material/AccountTreeOutlined';
import BeneficialOwnersIcon from '@mui/icons-material/PersonSearchOutlined';
import ContributionsIcon from '@mui/icons-material/SavingsOutlined';
import StatementIcon from '@mui/icons-material/AssignmentOutlined';
import InnsynIcon from '@mui/icons-material/MarkEmailReadOutlined';
import GeneralMeetingIcon from '@mui/icons-material/Groups2Outlined';
import PowerOfAttorneyIcon from '@mui/icons-material/HandshakeOutlined';
import ArticlesIcon from '@mui/icons-material/MenuBookOutlined';
import { contributionBookOf, contributionBookPath, type Feature, type CompanySummary } from '@andel/domain/shared';
import type { SideMenuItem } from '@andel/ui/shell';
import { companyResources, resourceFeature } from './company-resources';
import { projectsPath } from './governance/projects';
import { schedulePath } from './governance/schedule/routes';
import { generalMeetingsPath } from './governance/general-meetings/general-meeting-paths';
import { powersOfAttorneyPath } from './governance/powers-of-attorney/power-of-attorney-paths';
import { companyMatterFollowUpPath } from './governance/matter-follow-up/CompanyMatterFollowUpPage';
import { ownershipPath } from './register/ownership/routes';
import { beneficialOwnersPath } from './register/beneficial-owners/beneficial-owner-paths';
import { articlesPage } from './register/articles/articles-paths';

const archiveFeatures: Feature[] = ['adminArchive', 'boardArchive', 'shareholderArchive', 'customArchives'];
const messagingFeatures: Feature[] = ['boardMessages', 'shareholderMessages'];

/**
 * The company admin's side menu: the dashboard, each registered resource the user's feature levels open, then the
 * decision tool's projects when the subscription has the tool (legacy register-only agreements do not) and the
 * user may view projects or meetings, the general meetings when the user may view meetings, the contributions (Swedish) or commitments (Norwegian, toggled on) book, the follow-up
 * of matters, the schedule when the subscription has it and the user may view meetings, the archive when the subscription
 * has it and the user may view one of its sections, and messaging (with its unread count) when the subscription has it and
 * the user may view board or shareholder messages.
 */
export const companyMenu = (orgNo: string, company: CompanySummary | undefined, unreadMessages = 0): SideMenuItem[] => {
  const base = `/company/${encodeURIComponent(orgNo)}`;
  const opens = (feature: Feature | undefined) => !feature || (company?.featureLevels[feature] ?? 'NONE') !== 'NONE';
  const decisionTool = company?.subscription.capabilities.includes('decisionTool') ?? false;
  const archive = (company?.subscription.capabilities.includes('archive') ?? false) && archiveFeatures.some(opens);
  const schedule = company?.subscription.capabilities.includes('schedule') ?? false;
  const messaging = (company?.subscription.capabilities.includes('messaging') ?? false) && messagingFeatures.some(opens);
  // Seed: contributions only for Swedish companies, commitments for Norwegian ones with the toggle on.
  const book = company && opens('commitments') ? contributionBookOf(company) : null;
  return [
    ...(opens('dashboard') ? [{ path: `${base}/dashboard`, labelKey: 'company.menu.dashboard', icon: <DashboardIcon />, end: true }] : []),
    ...companyResources
      .filter(({ name }) => opens(resourceFeature[name]))
      .map(({ name, icon: Icon }) => ({
        path: `${base}/${name}`,
        labelKey: `resources.${name}.name`,
        icon: Icon ? <Icon /> : undefined,
      })),
    ...(opens('ownership') ? [{ path: ownershipPath(orgNo), labelKey: 'ownership.title', icon: <OwnershipIcon /> }] : []),
    ...(opens('articles') ? [{ path: articlesPage(orgNo), labelKey: 'articles.title', icon: <ArticlesIcon /> }] : []),
    ...(opens('beneficialOwners') ? [{ path: beneficialOwnersPath(orgNo), labelKey: 'beneficialOwners.title', icon: <BeneficialOwnersIcon /> }] : []),
    // Seed: the statement entry appears for Norwegian companies, to those with the permission.
    ...(company?.country === 'NO' && opens('shareholderRegisterStatement') ? [{ path: `${base}/shareholders/statement/new`, labelKey: 'statement.title', icon: <StatementIcon /> }] : []),
    // Innsyn (aksjeloven § 4-5) concerns Norwegian companies' registers.
    ...(company?.country === 'NO' && opens('shareholders') ? [{ path: `${base}/shareholders/innsyn`, labelKey: 'innsyn.title', icon: <InnsynIcon /> }] : []),
    ...(book ? [{ path: `${base}/shareholders/${contributionBookPath[book]}`, labelKey: `${contributionBookPath[book]}.title`, icon: <ContributionsIcon /> }] : []),
    ...(decisionTool && (opens('freetext') || opens('companyEvents')) ? [{ path: projectsPath(orgNo), labelKey: 'projects.menu', icon: <ProjectsIcon /> }] : []),
    ...(decisionTool && opens('companyEvents') ? [{ path: generalMeetingsPath(orgNo), labelKey: 'generalMeetings.menu', icon: <GeneralMeetingIcon /> }] : []),
    ...(decisionTool && opens('companyEvents') ? [{ path: powersOfAttorneyPath(orgNo), labelKey: 'powersOfAttorney.menu', icon: <PowerOfAttorneyIcon /> }] : []),
    ...(decisionTool && opens('companyEvents') ? [{ path: companyMatterFollowUpPath(orgNo), labelKey: 'followUp.matters.title', icon: <FollowUpIcon /> }] : []),
    ...(schedule && opens('companyEvents') ? [{ path: schedulePath(orgNo), labelKey: 'schedule.title', icon: <ScheduleIcon /> }] : []),
    ...(archive ? [{ path: `${base}/archive`, labelKey: 'archive.menu', icon: <ArchiveIcon /> }] : []),
    ...(archive ? [{ path: `${base}/follow-up/signatures`, labelKey: 'portfolioSignatures.companyTitle', icon: <SignaturesIcon /> }] : []),
    ...(messaging ? [{ path: `${base}/messaging`, labelKey: 'messaging.menu', icon: <MessagingIcon />, badge: unreadMessages }] : []),
  ];
};
