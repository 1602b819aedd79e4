/** The curated icons by name (shared/pages/icons.ts): what a section names, drawn as Lucide's component. */
import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import AwardIcon from "lucide-react/icons/award";
import BadgeCheckIcon from "lucide-react/icons/badge-check";
import BadgeDollarSignIcon from "lucide-react/icons/badge-dollar-sign";
import BellRingIcon from "lucide-react/icons/bell-ring";
import BriefcaseIcon from "lucide-react/icons/briefcase";
import Building2Icon from "lucide-react/icons/building-2";
import CalendarCheckIcon from "lucide-react/icons/calendar-check";
import CalendarClockIcon from "lucide-react/icons/calendar-clock";
import ChartColumnIcon from "lucide-react/icons/chart-column";
import ChartLineIcon from "lucide-react/icons/chart-line";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import ClipboardCheckIcon from "lucide-react/icons/clipboard-check";
import ClockIcon from "lucide-react/icons/clock";
import CoinsIcon from "lucide-react/icons/coins";
import CompassIcon from "lucide-react/icons/compass";
import ConciergeBellIcon from "lucide-react/icons/concierge-bell";
import DatabaseIcon from "lucide-react/icons/database";
import FileCodeIcon from "lucide-react/icons/file-code";
import FileSearchIcon from "lucide-react/icons/file-search";
import FileTextIcon from "lucide-react/icons/file-text";
import GaugeIcon from "lucide-react/icons/gauge";
import GlobeIcon from "lucide-react/icons/globe";
import HammerIcon from "lucide-react/icons/hammer";
import HandshakeIcon from "lucide-react/icons/handshake";
import HeadsetIcon from "lucide-react/icons/headset";
import InboxIcon from "lucide-react/icons/inbox";
import KeyRoundIcon from "lucide-react/icons/key-round";
import LanguagesIcon from "lucide-react/icons/languages";
import LayersIcon from "lucide-react/icons/layers";
import LayoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import LightbulbIcon from "lucide-react/icons/lightbulb";
import LinkIcon from "lucide-react/icons/link";
import ListTreeIcon from "lucide-react/icons/list-tree";
import LockIcon from "lucide-react/icons/lock";
import MailIcon from "lucide-react/icons/mail";
import MailCheckIcon from "lucide-react/icons/mail-check";
import MailOpenIcon from "lucide-react/icons/mail-open";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import MessageSquareReplyIcon from "lucide-react/icons/message-square-reply";
import MicVocalIcon from "lucide-react/icons/mic-vocal";
import NetworkIcon from "lucide-react/icons/network";
import NewspaperIcon from "lucide-react/icons/newspaper";
import PaletteIcon from "lucide-react/icons/palette";
import PenLineIcon from "lucide-react/icons/pen-line";
import PiggyBankIcon from "lucide-react/icons/piggy-bank";
import PlugIcon from "lucide-react/icons/plug";
import QuoteIcon from "lucide-react/icons/quote";
import RadarIcon from "lucide-react/icons/radar";
import Repeat2Icon from "lucide-react/icons/repeat-2";
import RocketIcon from "lucide-react/icons/rocket";
import SearchIcon from "lucide-react/icons/search";
import SearchXIcon from "lucide-react/icons/search-x";
import SendIcon from "lucide-react/icons/send";
import SendHorizontalIcon from "lucide-react/icons/send-horizontal";
import ServerIcon from "lucide-react/icons/server";
import Share2Icon from "lucide-react/icons/share-2";
import ShieldAlertIcon from "lucide-react/icons/shield-alert";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import SparklesIcon from "lucide-react/icons/sparkles";
import StarIcon from "lucide-react/icons/star";
import TargetIcon from "lucide-react/icons/target";
import ThumbsUpIcon from "lucide-react/icons/thumbs-up";
import TimerIcon from "lucide-react/icons/timer";
import TrendingDownIcon from "lucide-react/icons/trending-down";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import UserMinusIcon from "lucide-react/icons/user-minus";
import UserSearchIcon from "lucide-react/icons/user-search";
import UsersIcon from "lucide-react/icons/users";
import UsersRoundIcon from "lucide-react/icons/users-round";
import WorkflowIcon from "lucide-react/icons/workflow";
import ZapIcon from "lucide-react/icons/zap";
import type { LucideIcon, LucideProps } from "lucide-react";
import type { IconName } from "#shared/pages/icons.ts";

export const ICONS: Record<IconName, LucideIcon> = {
  "arrow-left": ArrowLeftIcon,
  "award": AwardIcon,
  "badge-check": BadgeCheckIcon,
  "badge-dollar-sign": BadgeDollarSignIcon,
  "bell-ring": BellRingIcon,
  "briefcase": BriefcaseIcon,
  "building-2": Building2Icon,
  "calendar-check": CalendarCheckIcon,
  "calendar-clock": CalendarClockIcon,
  "chart-column": ChartColumnIcon,
  "chart-line": ChartLineIcon,
  "circle-check": CircleCheckIcon,
  "clipboard-check": ClipboardCheckIcon,
  "clock": ClockIcon,
  "coins": CoinsIcon,
  "compass": CompassIcon,
  "concierge-bell": ConciergeBellIcon,
  "database": DatabaseIcon,
  "file-code": FileCodeIcon,
  "file-search": FileSearchIcon,
  "file-text": FileTextIcon,
  "gauge": GaugeIcon,
  "globe": GlobeIcon,
  "hammer": HammerIcon,
  "handshake": HandshakeIcon,
  "headset": HeadsetIcon,
  "inbox": InboxIcon,
  "key-round": KeyRoundIcon,
  "languages": LanguagesIcon,
  "layers": LayersIcon,
  "layout-dashboard": LayoutDashboardIcon,
  "lightbulb": LightbulbIcon,
  "link": LinkIcon,
  "list-tree": ListTreeIcon,
  "lock": LockIcon,
  "mail": MailIcon,
  "mail-check": MailCheckIcon,
  "mail-open": MailOpenIcon,
  "megaphone": MegaphoneIcon,
  "message-square-reply": MessageSquareReplyIcon,
  "mic-vocal": MicVocalIcon,
  "network": NetworkIcon,
  "newspaper": NewspaperIcon,
  "palette": PaletteIcon,
  "pen-line": PenLineIcon,
  "piggy-bank": PiggyBankIcon,
  "plug": PlugIcon,
  "quote": QuoteIcon,
  "radar": RadarIcon,
  "repeat-2": Repeat2Icon,
  "rocket": RocketIcon,
  "search": SearchIcon,
  "search-x": SearchXIcon,
  "send": SendIcon,
  "send-horizontal": SendHorizontalIcon,
  "server": ServerIcon,
  "share-2": Share2Icon,
  "shield-alert": ShieldAlertIcon,
  "shield-check": ShieldCheckIcon,
  "sparkles": SparklesIcon,
  "star": StarIcon,
  "target": TargetIcon,
  "thumbs-up": ThumbsUpIcon,
  "timer": TimerIcon,
  "trending-down": TrendingDownIcon,
  "trending-up": TrendingUpIcon,
  "user-minus": UserMinusIcon,
  "user-search": UserSearchIcon,
  "users": UsersIcon,
  "users-round": UsersRoundIcon,
  "workflow": WorkflowIcon,
  "zap": ZapIcon,
};
/** An icon of the curated set by its name, drawn with the props a Lucide icon takes. */
export function NamedIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
