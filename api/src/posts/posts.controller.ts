import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { PostViewDto } from './post-answers.dto';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { PostsService } from './posts.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

export class UnlockPostDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(200) post_password!: string;
}

@ApiTags('posts')
@Public()
@Controller('posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get(':slug')
  @ApiAnswerOf(PostViewDto)
  @ApiOperation({ summary: 'A published post by slug' })
  @ApiResponse({ status: 403, description: '`post_protect`: `{ protected: true }`; send the password to /unlock' })
  @ApiResponse({ status: 404, description: 'No published post with that slug' })
  async bySlug(@Param('slug') slug: string) {
    return ok(COMMON_MESSAGES.ok, await this.posts.bySlug(slug));
  }

  @Post(':slug/unlock')
  @ApiAnswerOf(PostViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'A protected post, given its post_password' })
  @ApiResponse({ status: 403, description: 'Wrong password' })
  async unlock(@Param('slug') slug: string, @Body() dto: UnlockPostDto) {
    return ok(COMMON_MESSAGES.ok, await this.posts.unlock(slug, dto.post_password));
  }
}
