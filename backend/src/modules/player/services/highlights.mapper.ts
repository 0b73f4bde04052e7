import { highlightHlsUrl, highlightMediaUrl, type HighlightResponse } from '@fiji/contracts';
import type { Highlight } from '../entities/highlight.entity';

/**
 * The one place a highlight becomes JSON (ARCHITECTURE rule 5: explicit mappers). Media URLs point
 * at GET /api/highlights/{id}/media/{variant}, which checks privacy on every request; storage keys
 * never leave the server. `owner` (owner or admin) adds the recorded guardian consent time.
 * `preview` (a free viewer: seesFullProfile is false) keeps the poster only: no playable, original or
 * external media URL and no upload path (those URLs also refuse a free viewer themselves).
 */
export function toHighlightResponse(h: Highlight, options: { owner: boolean; preview?: boolean }): HighlightResponse {
  const preview = !!options.preview && !options.owner;
  const original = h.filePath && !preview ? highlightMediaUrl(h.id, 'original') : null;
  const playable = h.playablePath && !preview ? highlightMediaUrl(h.id, 'playable') : null;
  const poster = h.posterPath ? highlightMediaUrl(h.id, 'poster') : null;
  const out: HighlightResponse = {
    id: h.id,
    playerId: h.playerId,
    title: h.title,
    contentType: h.contentType,
    filePath: preview ? null : h.filePath,
    url: preview ? null : (playable ?? original ?? h.url),
    thumbUrl: poster ?? h.thumbUrl,
    media: { original, playable, poster, playableBytes: playable ? h.playableBytes : null },
    tags: h.tags,
    competition: h.competition,
    opponent: h.opponent,
    eventDate: h.eventDate,
    privacy: h.privacy,
    status: h.status,
    durationSec: h.durationSec,
    // The preview rule covers HLS too: a free viewer gets no playable media in any form.
    adaptive: h.contentType === 'video' && h.renditions?.length && !preview ? { master: highlightHlsUrl(h.id), renditions: h.renditions } : null,
    views: h.views,
    likes: h.likes,
    createdAt: h.createdAt.toISOString(),
  };
  if (options.owner) out.guardianConsentAt = h.guardianConsentAt ? h.guardianConsentAt.toISOString() : null;
  if (options.owner) out.planHiddenAt = h.planHiddenAt ? h.planHiddenAt.toISOString() : null;
  return out;
}
