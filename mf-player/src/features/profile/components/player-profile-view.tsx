import { useState } from 'react';
import { isOwnProfileResponse, isRecruitingRole, PLAYER_PREVIEW_MESSAGES, SOCIAL_ROLES, type PlayerProfileResponse, type SessionUser } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, ReportButton, UpgradeDialog } from '@fiji/ui';
import { useRecordProfileView } from '../api/profile-views';
import { AchievementsCard } from './achievements-card';
import { BadgesCard } from './badges-card';
import { ContactCard } from './contact-card';
import { FastTrackOffer } from './fast-track-offer';
import { FollowingCard } from './following-card';
import { HighlightsCard } from './highlights-card';
import { InterestCard } from './interest-card';
import { MediaViewer, type ViewerMedia } from './media-viewer';
import { MetricsCard } from './metrics-card';
import { OwnerActions } from './owner-actions';
import { PreviewNotice } from './preview-notice';
import { ProfileBoostOffer } from './profile-boost-offer';
import { ProfileHeader } from './profile-header';
import { SocialActions } from './social-actions';
import { SocialStatsCard } from './social-stats-card';
import { VerificationNotice } from './verification-notice';

/**
 * A player profile. What shows depends on who looks: the owner gets the owner
 * actions and analytics; social roles (recruiter, club, mentor, union, agent, admin) get Social
 * Actions and their following list; recruiting roles mark interest. The server decides what data
 * the viewer may see; this only decides which controls make sense. A free viewer gets the server's
 * preview (`_isPreview`): a notice with the upgrade prompt, and highlights that open the prompt.
 */
export function PlayerProfileView({ player, viewer }: { player: PlayerProfileResponse; viewer: SessionUser | null }) {
  const owner = player.isOwner;
  const social = !!viewer && SOCIAL_ROLES.includes(viewer.role);
  const [media, setMedia] = useState<ViewerMedia | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const preview = player._isPreview && !owner;
  const showUpgrade = () => setUpgradeOpen(true);
  useRecordProfileView(player.id, !!viewer && !owner);

  return (
    <article className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:py-8" data-testid="player-profile">
      {preview && <PreviewNotice onUpgrade={showUpgrade} />}
      <ProfileHeader player={player} owner={owner} showFavourite={!!viewer && !owner} onOpenMedia={setMedia} />
      {owner && <OwnerActions />}
      {owner && <VerificationNotice player={player} />}
      {/* Add-ons are for adults only: a player under 18 has Player Pro through the guardian (docs/billing.md). */}
      {owner && viewer?.role === 'player' && !viewer.isMinor && isOwnProfileResponse(player) && (
        <div className="grid gap-4 md:grid-cols-2" data-testid="owner-addons">
          <ProfileBoostOffer player={player} />
          <FastTrackOffer player={player} />
        </div>
      )}
      {!owner && social && viewer && <SocialActions player={player} viewer={viewer} />}
      {!owner && viewer && <ReportButton targetType="player" targetId={player.id} className="justify-self-end" />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">About</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{player.bio || 'No bio yet.'}</p>
          </CardContent>
        </Card>
        <HighlightsCard playerId={player.id} owner={owner} onOpen={setMedia} onLocked={preview ? showUpgrade : undefined} />
        <AchievementsCard playerId={player.id} owner={owner} />
        <BadgesCard playerId={player.id} />
        <ContactCard player={player} />
        <InterestCard playerId={player.id} canMark={!owner && isRecruitingRole(viewer?.role)} />
        <SocialStatsCard playerId={player.id} owner={owner} />
        {social && !owner && <FollowingCard />}
        <MetricsCard playerId={player.id} />
      </div>
      <MediaViewer media={media} onClose={() => setMedia(null)} />
      {preview && <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} role={viewer?.role} reason={PLAYER_PREVIEW_MESSAGES.upgradeToWatch} />}
    </article>
  );
}
