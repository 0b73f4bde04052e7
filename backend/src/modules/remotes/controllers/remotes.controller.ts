import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ADMIN_REMOTE, AppConfig, REMOTES, type RemoteName } from '../../../core/config/app-config';
import { adminOrigin } from '../../../core/http/security';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

/** An override may be the manifest URL itself or just the remote's origin/folder. */
function toManifestUrl(url: string): string {
  return /\.json($|\?)/.test(url) ? url : `${url.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * The remote list the shell registers at start (docs/areas.md): a remote rebuilt or moved
 * ships without rebuilding the shell. One entry per area of the registry (AREAS in @fiji/contracts).
 * Default: /remotes/<folder>/mf-manifest.json on this origin;
 * REMOTE_<NAME>_URL overrides one; with ADMIN_PORT the admin remote comes from that origin.
 */
@ApiTags('remotes')
@Controller('remotes')
export class RemotesController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Module Federation remotes: name and mf-manifest.json URL' })
  list(@Req() req: Request): { remotes: RemoteEntry[] } {
    return {
      remotes: REMOTES.map((r) => {
        const override = this.config.remoteUrls[r.name];
        if (override) return { name: r.name, entry: toManifestUrl(override) };
        if (r.name === ADMIN_REMOTE && this.config.adminPort) {
          return { name: r.name, entry: `${adminOrigin(req, this.config)}/mf-manifest.json` };
        }
        return { name: r.name, entry: `/remotes/${r.folder}/mf-manifest.json` };
      }),
    };
  }
}
