import Spelling; print(_probe())
