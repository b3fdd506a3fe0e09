/**
 * The server hooks of POS versions (/version): the kit's plain routes, but a version number its
 * platform has already is refused saying so (1001 `version_no`), on a create and on an update alike.
 */
import { ErrorCode } from '../../../resources/errors';
import { versionResource } from '../../../resources/version';
import { serverResource } from '../../crud/registry';
import { defineRepository } from '../../crud/repository';

export default serverResource(defineRepository(versionResource), {
  unique: {
    versions_no_uq: {
      code: ErrorCode.InvalidParam,
      reason: 'version_no',
      refusal: { message: 'pages.version.version_no_taken', args: {} },
    },
  },
});
