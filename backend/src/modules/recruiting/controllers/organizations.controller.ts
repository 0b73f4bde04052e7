import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ORG_TYPES, UNIONS, type OrganizationsResponse, type SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { OrganizationsService } from '../services/organizations.service';

@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(private readonly orgs: OrganizationsService) {}

  @Get()
  @ApiOperation({ summary: 'Clubs directory (anyone); players and visitors get the preview' })
  @ApiQuery({ name: 'province', required: false, description: 'The chosen rugby union', enum: [...UNIONS] })
  @ApiQuery({ name: 'q', required: false, description: 'Matches name, city or description' })
  @ApiQuery({ name: 'orgType', required: false, enum: [...ORG_TYPES] })
  @ApiQuery({ name: 'city', required: false })
  search(
    @Query('province') province: unknown,
    @Query('q') q: unknown,
    @Query('orgType') orgType: unknown,
    @Query('city') city: unknown,
    @CurrentUser() me?: SessionUser,
  ): Promise<OrganizationsResponse> {
    return this.orgs.search({ province, q, orgType, city } as Record<string, string | undefined>, me);
  }
}
